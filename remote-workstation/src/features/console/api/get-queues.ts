import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { DEMANDS_API, type ConsoleQueues } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** How many companies and demands wait for the staff's review. */
export function getQueues(signal?: AbortSignal): Promise<ConsoleQueues> {
  return api.get<ConsoleQueues>(DEMANDS_API.queues, undefined, { signal, silent: true });
}

export const queuesQuery = () =>
  queryOptions({ queryKey: queryKeys.console.queues(), queryFn: ({ signal }) => getQueues(signal), meta: INLINE_ERROR });

export function useQueues() {
  return useQuery(queuesQuery());
}
