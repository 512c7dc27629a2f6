import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { SHOWCASE_API, type MyShowcase } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The company's own window in both languages, or null before it saved one. */
export function getMyWindow(signal?: AbortSignal): Promise<MyShowcase | null> {
  return api.get<MyShowcase | null>(SHOWCASE_API.mine, undefined, { signal, silent: true });
}

export const myWindowQuery = () =>
  queryOptions({ queryKey: queryKeys.showcase.mine(), queryFn: ({ signal }) => getMyWindow(signal), meta: INLINE_ERROR });

export const useMyWindow = () => useQuery(myWindowQuery());
