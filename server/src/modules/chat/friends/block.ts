import { eq } from 'drizzle-orm';
import type { Friendship } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatFriendships } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { chatPartner } from '../eligible';
import { presentFriendship } from './present';
import { friendshipWith, pairOf } from './relation';

/**
 * Blocks (or unblocks) the account `userId` for the caller: no direct message passes either way while
 * either side blocks, the friendship itself is kept. Anyone the caller may not reach is 404.
 */
export async function setBlocked(ctx: AppContext, caller: Caller, userId: string, blocked: boolean): Promise<Friendship> {
  const me = caller.user.id;
  if (userId === me) throw new AppError('CHAT_SELF');
  const now = ctx.clock.now();
  const existing = await friendshipWith(ctx.db, me, userId);
  if (!existing && !(await chatPartner(ctx.db, { userId }, now))) throw new AppError('NOT_FOUND');
  const row = await ctx.db.transaction(async (tx) => {
    const scope = participantScope(tx, { userId: me });
    const pair = pairOf(me, userId);
    await scope
      .insert(chatFriendships)
      .values({ ...pair, requestedBy: me, status: 'NONE', createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const current = (await friendshipWith(tx, me, userId, { lock: true }))!;
    const [updated] = await scope
      .update(chatFriendships)
      .set({ ...(pair.userId === me ? { blockedByUser: blocked } : { blockedByPeer: blocked }), updatedAt: now })
      .where(eq(chatFriendships.id, current.id))
      .returning();
    return updated;
  });
  return presentFriendship(ctx.db, me, row);
}
