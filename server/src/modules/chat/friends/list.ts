import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { Friendship, FriendshipQuery, Paged } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatFriendships as f } from '../../../db/schema';
import { paginate } from '../../../lib/paging';
import type { AppContext } from '../../../plugins/app/context';
import { presentFriendships } from './present';
import type { FriendshipRow } from './relation';

/** The caller's friends, requests in or out, or the people it blocked; newest change first. */
export async function listFriendships(ctx: AppContext, caller: Caller, query: FriendshipQuery): Promise<Paged<Friendship>> {
  const me = caller.user.id;
  const iBlocked = or(and(eq(f.userId, me), eq(f.blockedByUser, true)), and(eq(f.peerId, me), eq(f.blockedByPeer, true)))!;
  const iDidNotBlock = and(or(ne(f.userId, me), eq(f.blockedByUser, false)), or(ne(f.peerId, me), eq(f.blockedByPeer, false)));
  const filter = {
    FRIENDS: eq(f.status, 'ACCEPTED'),
    // A request from someone the caller blocked is not shown to it.
    INCOMING: and(eq(f.status, 'PENDING'), ne(f.requestedBy, me), iDidNotBlock),
    OUTGOING: and(eq(f.status, 'PENDING'), eq(f.requestedBy, me)),
    BLOCKED: iBlocked,
  }[query.filter ?? 'FRIENDS'];
  const rows = participantScope(ctx.db, { userId: me }).select(f).where(filter);
  const page = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy: [desc(f.updatedAt), desc(f.id)] }, (row: FriendshipRow) => row);
  return { ...page, list: await presentFriendships(ctx.db, me, page.list) };
}
