import { useQuery } from '@tanstack/react-query';
import { citiesQuery, companyTypesQuery, provincesQuery } from '@b2b/shared/query';

/** The names behind a company's type, province and city codes; a code shows as is until they load. */
export const useCompanyTypes = () => useQuery(companyTypesQuery());
export const useProvinces = () => useQuery(provincesQuery());
export const useCities = (provinceCode: string | undefined) => useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: !!provinceCode });
