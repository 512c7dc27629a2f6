import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { API, apiPath, type ReviewCompanyBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface ReviewCompanyVars {
  companyId: string;
  body: ReviewCompanyBody;
}

/** Approves a company's details, or rejects them with a reason; errors show in the drawer. */
export function reviewCompany({ companyId, body }: ReviewCompanyVars): Promise<unknown> {
  return api.put<unknown>(apiPath(API.reviewCompany, { companyId }), body, { silent: true });
}

export function useReviewCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.console.all() }),
  });
}
