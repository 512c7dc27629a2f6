import { useQuery } from '@tanstack/react-query';
import { responseQuery } from '@b2b/shared/query';

export function useResponse(id: string) {
  return useQuery(responseQuery(id));
}
