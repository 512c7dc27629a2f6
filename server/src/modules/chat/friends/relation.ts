import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatFriendships } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { linkedByDirectory } from '../partners/directory-link';
import { linkedByResponse } from '../partners/link';

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

/** Whether friendship lets `me` message `other`: friends, and neither blocked the other. */
export function messageRefusal(
  row: Pick<FriendshipRow, 'status' | 'blockedByUser' | 'blockedByPeer'> | undefined,
): 'CHAT_NOT_FRIENDS' | 'CHAT_BLOCKED' | null {
  if (row && (row.blockedByUser || row.blockedByPeer)) return 'CHAT_BLOCKED';
  if (!row || row.status !== 'ACCEPTED') return 'CHAT_NOT_FRIENDS';
  return null;
}

/**
 * Whether `me` may message `other` directly now: neither blocked the other, and they are friends, a
 * response links their companies (partners/link.ts) or the suppliers' directory links them (partners/directory-link.ts).
 */
export async function directRefusal(db: Tx, me: string, other: string, now: Date): Promise<'CHAT_NOT_FRIENDS' | 'CHAT_BLOCKED' | null> {
  const refusal = messageRefusal(await friendshipWith(db, me, other));
  if (refusal !== 'CHAT_NOT_FRIENDS') return refusal;
  if (await linkedByResponse(db, me, other, now)) return null;
  return (await linkedByDirectory(db, me, other, directKeyOf(me, other), now)) ? null : refusal;
}

/** `me` and `other` are friends and neither blocked the other (who may be added to a group). */
export async function assertFriends(db: Tx, me: string, other: string): Promise<void> {
  const refusal = messageRefusal(await friendshipWith(db, me, other));
  if (refusal) throw new AppError(refusal);
}
