import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, CERT_API, type Certificate, type CertificateDetail } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The company's certificates, newest first; the page shows a failure. */
export const certificatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.certifications.mine(),
    queryFn: ({ signal }) => api.get<Certificate[]>(CERT_API.list, undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

export const useCertificates = () => useQuery(certificatesQuery());

/** One certificate with its history (the history drawer). */
export const certificateQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.certifications.detail(id),
    queryFn: ({ signal }) => api.get<CertificateDetail>(apiPath(CERT_API.item, { id }), undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

export const useCertificate = (id: string | null) => useQuery({ ...certificateQuery(id ?? ''), enabled: !!id });
