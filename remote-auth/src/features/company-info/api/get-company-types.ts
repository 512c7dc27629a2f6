import { useQuery } from '@tanstack/react-query';
import { companyTypesQuery } from '@b2b/shared/query';

export function useCompanyTypes() {
  return useQuery(companyTypesQuery());
}
