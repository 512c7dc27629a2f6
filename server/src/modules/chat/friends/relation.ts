import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatFriendships } from '../../../db/schema';
import { AppError } from '../../../lib/errors';

export type FriendshipRow = typeof chatFriendships.$inferSelect;

/** A pair of accounts as stored: the lower id first. */
export const pairOf = (a: string, b: string) => (a < b ? { userId: a, peerId: b } : { userId: b, peerId: a });

/** The key of the direct conversation of two accounts. */
export function directKeyOf(a: string, b: string): string {
  const pair = pairOf(a, b);
  return `${pair.userId}:${pair.peerId}`;
}

/** The other account of a friendship row. */
export const otherOf = (row: FriendshipRow, me: string) => (row.userId === me ? row.peerId : row.userId);
/** Whether `me` blocked the other side / the other side blocked `me`. */
export const blockedByMe = (row: FriendshipRow, me: string) => (row.userId === me ? row.blockedByUser : row.blockedByPeer);
export const blockedMe = (row: FriendshipRow, me: string) => (row.userId === me ? row.blockedByPeer : row.blockedByUser);

/** The row of `me` and `other`, if any, locked when `lock`. */
export async function friendshipWith(db: Tx, me: string, other: string, { lock = false } = {}): Promise<FriendshipRow | undefined> {
  const pair = pairOf(me, other);
  const query = participantScope(db, { userId: me })
    .select(chatFriendships)
    .where(and(eq(chatFriendships.userId, pair.userId), eq(chatFriendships.peerId, pair.peerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether `me` may message `other` directly: friends, and neither blocked the other. */
export function messageRefusal(row: FriendshipRow | undefined): 'CHAT_NOT_FRIENDS' | 'CHAT_BLOCKED' | null {
  if (row && (row.blockedByUser || row.blockedByPeer)) return 'CHAT_BLOCKED';
  if (!row || row.status !== 'ACCEPTED') return 'CHAT_NOT_FRIENDS';
  return null;
}

export async function assertCanMessage(db: Tx, me: string, other: string): Promise<void> {
  const refusal = messageRefusal(await friendshipWith(db, me, other));
  if (refusal) throw new AppError(refusal);
}
