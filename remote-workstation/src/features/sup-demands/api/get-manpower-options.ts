import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@b2b/shared/contract';
import { manpowerQuery } from '@b2b/shared/query';

/** The company's manpower entries to offer on a response (the first 100). */
export function useManpowerOptions() {
  return useQuery(manpowerQuery({ page: 1, pageSize: PAGE_SIZE_MAX }));
}
