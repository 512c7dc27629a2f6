import { useQuery } from '@tanstack/react-query';
import { citiesQuery, companyTypesQuery, provincesQuery } from '@b2b/shared/query';

export const useCompanyTypes = () => useQuery(companyTypesQuery());
export const useProvinces = () => useQuery(provincesQuery());

/** The cities of a province; nothing is asked before a province is chosen. */
export const useCities = (provinceCode: string | undefined) => useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: !!provinceCode });
