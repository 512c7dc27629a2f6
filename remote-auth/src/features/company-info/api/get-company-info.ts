import { useQuery } from '@tanstack/react-query';
import { companyInfoQuery } from '@b2b/shared/query';

/** The signed-in user's company (the kernel's one fetcher of this key). */
export function useCompanyInfo() {
  return useQuery(companyInfoQuery());
}
