import { useQuery } from '@tanstack/react-query';
import { companyTypesQuery, provincesQuery } from '@b2b/shared/query';

/** The categories a demand is filed under (company types) and the provinces, for the filters. */
export const useCategories = () => useQuery(companyTypesQuery());

export const useProvinces = () => useQuery(provincesQuery());
