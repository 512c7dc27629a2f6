import { useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import {
  apiPath,
  DEMANDS_API,
  MANPOWER_API,
  PAGE_SIZE_MAX,
  type Demand,
  type Manpower,
  type ManpowerQuery,
  type Paged,
} from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

const MANPOWER_QUERY: ManpowerQuery = { page: 1, pageSize: PAGE_SIZE_MAX };

/** The supplier's own staff to offer on the response (the first 100). */
export const useManpower = () =>
  useQuery({
    queryKey: queryKeys.manpower.list(MANPOWER_QUERY),
    queryFn: ({ signal }) => api.get<Paged<Manpower>>(MANPOWER_API.list, MANPOWER_QUERY, { signal, silent: true }),
  });

/** The demand answered: its title, currency and budget (usually already in the shared cache from the demand zone). */
export const useDemand = (id: string) =>
  useQuery({
    queryKey: queryKeys.demands.detail(id),
    queryFn: ({ signal }) => api.get<Demand>(apiPath(DEMANDS_API.demand, { id }), undefined, { signal, silent: true }),
  });
