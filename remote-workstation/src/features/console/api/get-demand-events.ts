import { useQuery } from '@tanstack/react-query';
import { demandEventsQuery } from '@b2b/shared/query';

/** The demand's audit trail (staff see all of it). */
export function useDemandEvents(id: string | undefined) {
  return useQuery({ ...demandEventsQuery(id ?? ''), enabled: !!id });
}
