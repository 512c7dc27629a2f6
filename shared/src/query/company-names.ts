import { useQuery } from '@tanstack/react-query';
import type { ImproveInfoBody } from '@b2b/shared/contract';
import { citiesQuery, companyTypesQuery, provincesQuery } from './reference-queries';

const nameOf = (list: { code?: string; id?: string; name: string }[] | undefined, code: string | undefined) =>
  (code && list?.find((item) => (item.code ?? item.id) === code)?.name) || code;

/**
 * A company's type and region by name in the interface's language (from the reference data), falling back to the
 * codes while it loads: the profile page and the staff console show them alike.
 */
export function useCompanyNames(info: Pick<ImproveInfoBody, 'companyTypeId' | 'provinceCode' | 'cityCode'> | null) {
  const types = useQuery(companyTypesQuery());
  const provinces = useQuery(provincesQuery());
  const cities = useQuery({ ...citiesQuery(info?.provinceCode ?? ''), enabled: !!info?.provinceCode });
  if (!info) return { companyType: undefined, region: '' };
  return {
    companyType: nameOf(types.data, info.companyTypeId),
    region: [nameOf(provinces.data, info.provinceCode), nameOf(cities.data, info.cityCode)].filter(Boolean).join(' · '),
  };
}
