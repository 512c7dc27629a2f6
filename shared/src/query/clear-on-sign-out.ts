import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '@b2b/shared/session';

/** Drops every cached answer when the user signs out or another user signs in: no data outlives its owner. */
export function clearOnSignOut(client: QueryClient): () => void {
  let owner = useSession.getState().user?.userId ?? null;
  return useSession.subscribe((state, previous) => {
    const signedOut = previous.token !== null && state.token === null;
    const userId = state.user?.userId ?? null;
    const switched = owner !== null && userId !== null && userId !== owner;
    if (signedOut) owner = null;
    else if (userId !== null) owner = userId;
    if (signedOut || switched) client.clear();
  });
}
