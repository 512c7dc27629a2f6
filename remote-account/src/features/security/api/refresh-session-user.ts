import { useSession } from '@b2b/shared/session';

/** After a contact change the session's user is loaded again; the change stands even if that fails. */
export async function refreshSessionUser(): Promise<void> {
  await useSession
    .getState()
    .refresh()
    .catch(() => undefined);
}
