import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, CERT_API, type CertificateBody, type CertificateDetail } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Adds a certificate (`id` null) or changes one; either goes to review. The list and its badges are fetched again. */
export function useSaveCertificate(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CertificateBody) =>
      id
        ? api.put<CertificateDetail>(apiPath(CERT_API.item, { id }), body, { silent: true })
        : api.post<CertificateDetail>(CERT_API.list, body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.certifications.all() }),
  });
}
