import { useSession } from '@b2b/shared/session';

/** After a purchase the session's user is loaded again, so its membership (and the pages it opens) is current. */
export async function refreshMember(): Promise<void> {
  await useSession
    .getState()
    .refresh()
    .catch(() => undefined);
}
