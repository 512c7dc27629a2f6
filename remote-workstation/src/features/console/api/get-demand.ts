import { useQuery } from '@tanstack/react-query';
import { demandQuery } from '@b2b/shared/query';

export function useDemand(id: string | undefined) {
  return useQuery({ ...demandQuery(id ?? ''), enabled: !!id });
}
