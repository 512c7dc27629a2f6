import { eq } from 'drizzle-orm';
import type { Friendship } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatFriendships } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { openDirectConversation } from './direct';
import { presentFriendship } from './present';
import { blockedByMe, otherOf, type FriendshipRow } from './relation';

/** A friendship of the caller's by id, locked; another pair's is 404. */
export async function ownFriendship(tx: Tx, me: string, id: string): Promise<FriendshipRow> {
  const [row] = await participantScope(tx, { userId: me }).select(chatFriendships).where(eq(chatFriendships.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function settle(
  ctx: AppContext,
  caller: Caller,
  id: string,
  change: (tx: Tx, row: FriendshipRow, now: Date) => Promise<Partial<FriendshipRow>>,
) {
  const me = caller.user.id;
  const row = await ctx.db.transaction(async (tx) => {
    const current = await ownFriendship(tx, me, id);
    const now = ctx.clock.now();
    const values = await change(tx, current, now);
    const [updated] = await participantScope(tx, { userId: me })
      .update(chatFriendships)
      .set({ ...values, updatedAt: now })
      .where(eq(chatFriendships.id, current.id))
      .returning();
    return updated;
  });
  return presentFriendship(ctx.db, me, row);
}

/** Accepts a request sent to the caller: friends, with their direct conversation. */
export function acceptFriend(ctx: AppContext, caller: Caller, id: string): Promise<Friendship> {
  const me = caller.user.id;
  return settle(ctx, caller, id, async (tx, row, now) => {
    if (row.status !== 'PENDING' || row.requestedBy === me) throw new AppError('STATE_CONFLICT');
    if (blockedByMe(row, me)) throw new AppError('CHAT_BLOCKED');
    await openDirectConversation(tx, me, otherOf(row, me), now);
    return { status: 'ACCEPTED' };
  });
}

/** Declines a request sent to the caller, or withdraws one it sent. */
export function declineFriend(ctx: AppContext, caller: Caller, id: string): Promise<Friendship> {
  return settle(ctx, caller, id, async (_tx, row) => {
    if (row.status !== 'PENDING') throw new AppError('STATE_CONFLICT');
    return { status: 'NONE' };
  });
}

/** Ends a friendship: the conversation stays readable, nobody can send in it until they are friends again. */
export function removeFriend(ctx: AppContext, caller: Caller, id: string): Promise<Friendship> {
  return settle(ctx, caller, id, async (_tx, row) => {
    if (row.status !== 'ACCEPTED') throw new AppError('STATE_CONFLICT');
    return { status: 'NONE' };
  });
}
