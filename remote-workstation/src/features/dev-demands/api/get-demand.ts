import { useQuery } from '@tanstack/react-query';
import { demandQuery } from '@b2b/shared/query';

export function useDemand(id: string) {
  return useQuery(demandQuery(id));
}
