import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { apiPath, CERT_API, type Paged, type PagingQuery, type StaffCertificate, type StaffCertificateDetail } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** Certificates waiting for review, oldest first. */
export const certQueueQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: queryKeys.console.certQueue(query),
    queryFn: ({ signal }) => api.get<Paged<StaffCertificate>>(CERT_API.queue, query, { signal, silent: true }),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });
export const useCertQueue = (query: PagingQuery) => useQuery(certQueueQuery(query));

/** One certificate with its company and history. */
export const certDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.console.certDetail(id),
    queryFn: ({ signal }) => api.get<StaffCertificateDetail>(apiPath(CERT_API.staffItem, { id }), undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });
export const useCertDetail = (id: string) => useQuery(certDetailQuery(id));
