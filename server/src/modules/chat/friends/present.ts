import { inArray } from 'drizzle-orm';
import type { Friendship } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatConversations } from '../../../db/schema';
import { chatUsers, unknownUser } from '../people';
import { blockedByMe, blockedMe, directKeyOf, otherOf, type FriendshipRow } from './relation';

/** Friendships as `me` sees them: the other person, who asked, the blocks, the direct conversation of friends. */
export async function presentFriendships(db: Tx, me: string, rows: readonly FriendshipRow[]): Promise<Friendship[]> {
  const people = await chatUsers(
    db,
    rows.map((row) => otherOf(row, me)),
  );
  const keys = rows.filter((row) => row.status === 'ACCEPTED').map((row) => directKeyOf(row.userId, row.peerId));
  const direct = keys.length
    ? await participantScope(db, { userId: me })
        .pick(chatConversations, { id: chatConversations.id, key: chatConversations.directKey })
        .where(inArray(chatConversations.directKey, keys))
    : [];
  const conversationByKey = new Map(direct.map((row) => [row.key, row.id]));
  return rows.map((row) => {
    const other = otherOf(row, me);
    return {
      id: row.id,
      user: people.get(other) ?? unknownUser(other),
      status: row.status,
      outgoing: row.requestedBy === me,
      note: row.note,
      blockedByMe: blockedByMe(row, me),
      blockedMe: blockedMe(row, me),
      conversationId: row.status === 'ACCEPTED' ? (conversationByKey.get(directKeyOf(row.userId, row.peerId)) ?? null) : null,
      updatedAt: row.updatedAt.getTime(),
    };
  });
}

export async function presentFriendship(db: Tx, me: string, row: FriendshipRow): Promise<Friendship> {
  return (await presentFriendships(db, me, [row]))[0];
}
