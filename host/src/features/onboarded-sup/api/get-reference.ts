import { useQuery } from '@tanstack/react-query';
import { citiesQuery, companyTypesQuery, provincesQuery } from '@b2b/shared/query';

/** Company types, provinces and a province's cities, for the filters. */
export const useCompanyTypes = () => useQuery(companyTypesQuery());

export const useProvinces = () => useQuery(provincesQuery());

export const useCities = (provinceCode: string | undefined) => useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: !!provinceCode });
