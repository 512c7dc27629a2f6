import { useQuery } from '@tanstack/react-query';
import { citiesQuery } from '@b2b/shared/query';

/** The cities of a province; nothing is asked before a province is chosen. */
export function useCities(provinceCode: string | undefined) {
  return useQuery({ ...citiesQuery(provinceCode ?? ''), enabled: !!provinceCode });
}
