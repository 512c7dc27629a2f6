import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, CERT_API, type CertificateDetail } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Takes a certificate waiting for review back. */
export function useWithdrawCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<CertificateDetail>(apiPath(CERT_API.withdraw, { id })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.certifications.all() }),
  });
}
