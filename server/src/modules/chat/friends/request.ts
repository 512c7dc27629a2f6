import { eq } from 'drizzle-orm';
import type { Friendship, FriendRequestBody } from '@b2b/shared/contract';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatFriendships } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { stripControl } from '../../demands/clean';
import { chatPartner } from '../eligible';
import { openDirectConversation } from './direct';
import { presentFriendship } from './present';
import { blockedByMe, friendshipWith, pairOf } from './relation';

/**
 * Asks an account (or a company's main account) that may chat to be a friend. Asking someone who
 * already asked the caller makes them friends. A request to someone who blocked the caller is kept
 * but never shown to them (a block hides the blocker). 404 for anyone who does not exist or may not chat.
 */
export async function requestFriend(ctx: AppContext, caller: Caller, body: FriendRequestBody): Promise<Friendship> {
  const me = caller.user.id;
  if (!body.userId === !body.companyId) throw new AppError('VALIDATION', { fields: ['/userId', '/companyId'] });
  const now = ctx.clock.now();
  const target = await chatPartner(ctx.db, body.userId ? { userId: body.userId } : { companyId: body.companyId! }, now);
  if (!target) throw new AppError('NOT_FOUND');
  if (target.id === me) throw new AppError('CHAT_SELF');
  const note = body.note === undefined ? null : stripControl(body.note).trim() || null;
  const row = await ctx.db.transaction(async (tx) => {
    const scope = participantScope(tx, { userId: me });
    await scope
      .insert(chatFriendships)
      .values({ ...pairOf(me, target.id), requestedBy: me, status: 'NONE', createdAt: now, updatedAt: now })
      .onConflictDoNothing();
    const current = (await friendshipWith(tx, me, target.id, { lock: true }))!;
    if (blockedByMe(current, me)) throw new AppError('CHAT_BLOCKED');
    if (current.status === 'ACCEPTED') throw new AppError('CHAT_ALREADY_FRIENDS');
    if (current.status === 'PENDING' && current.requestedBy === me) throw new AppError('CHAT_REQUEST_PENDING');
    const mutual = current.status === 'PENDING';
    if (mutual) await openDirectConversation(tx, me, target.id, now);
    const [updated] = await scope
      .update(chatFriendships)
      .set(mutual ? { status: 'ACCEPTED', updatedAt: now } : { status: 'PENDING', requestedBy: me, note, updatedAt: now })
      .where(eq(chatFriendships.id, current.id))
      .returning();
    return updated;
  });
  return presentFriendship(ctx.db, me, row);
}
