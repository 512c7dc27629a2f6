import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type ImproveInfoBody } from '@b2b/shared/contract';
import { refreshCompany } from './refresh-company';

/** First submission (register-improve-info); errors are shown on the form. */
export function submitCompanyInfo(body: ImproveInfoBody): Promise<unknown> {
  return api.post<unknown>(API.improveInfo, body, { silent: true });
}

export function useSubmitCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: submitCompanyInfo, onSuccess: () => refreshCompany(queryClient) });
}
