import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, type ImproveInfoBody } from '@b2b/shared/contract';
import { refreshCompany } from './refresh-company';

/** Update, or resubmission after a rejection; errors are shown on the form. */
export function updateCompanyInfo(body: ImproveInfoBody): Promise<unknown> {
  return api.put<unknown>(API.improveInfo, body, { silent: true });
}

export function useUpdateCompanyInfo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCompanyInfo, onSuccess: () => refreshCompany(queryClient) });
}
