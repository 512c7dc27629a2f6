import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '@b2b/shared/session';

/**
 * Server answers carry words in the reader's language (categories, regions, notice texts): when the
 * language changes, every cached answer goes stale and what is on screen is fetched again in the new one.
 */
export function refetchOnLanguageChange(client: QueryClient): () => void {
  return useSession.subscribe((state, previous) => {
    if (state.lang !== previous.lang) void client.invalidateQueries();
  });
}
