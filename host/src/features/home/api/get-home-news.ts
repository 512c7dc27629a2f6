import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { HOME_API, type HomeNews } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The latest news of the companies the caller's company follows. */
export function getHomeNews(signal?: AbortSignal): Promise<HomeNews> {
  return api.get<HomeNews>(HOME_API.news, undefined, { signal, silent: true });
}

/** A failure shows in the card, with a retry, not as a toast. */
export const homeNewsQuery = () =>
  queryOptions({ queryKey: queryKeys.follows.news(), queryFn: ({ signal }) => getHomeNews(signal), meta: INLINE_ERROR });

export function useHomeNews() {
  return useQuery(homeNewsQuery());
}
