import { useQuery } from '@tanstack/react-query';
import type { ManpowerQuery } from '@b2b/shared/contract';
import { manpowerQuery } from '@b2b/shared/query';

/** The company's staff and capacity, filtered and paged. */
export function useManpower(query: ManpowerQuery) {
  return useQuery(manpowerQuery(query));
}
