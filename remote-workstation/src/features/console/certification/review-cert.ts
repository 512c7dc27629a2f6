import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, CERT_API, type ReviewCertificateBody, type StaffCertificateDetail } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export interface ReviewCertVars {
  id: string;
  body: ReviewCertificateBody;
}

/** Approves a certificate, or rejects it with a reason per field; errors show in the drawer. */
export function useReviewCert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: ReviewCertVars) => api.put<StaffCertificateDetail>(apiPath(CERT_API.review, { id }), body, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.console.all() }),
  });
}
