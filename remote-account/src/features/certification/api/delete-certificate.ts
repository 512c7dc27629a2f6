import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, CERT_API } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Removes a certificate (its badge goes with it). */
export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(apiPath(CERT_API.item, { id })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.certifications.all() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.directory.all() }),
      ]),
  });
}
