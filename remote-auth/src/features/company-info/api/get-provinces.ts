import { useQuery } from '@tanstack/react-query';
import { provincesQuery } from '@b2b/shared/query';

export function useProvinces() {
  return useQuery(provincesQuery());
}
