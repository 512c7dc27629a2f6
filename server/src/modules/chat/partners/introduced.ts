import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatConversations, chatMembers } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { openDirectConversation } from '../friends/direct';
import { friendshipWith } from '../friends/relation';

/**
 * The direct conversation of two accounts a page introduced (a response links them, the directory lists one),
 * opened without a friendship and shown again to `me` if it had hidden it; one per pair, so twice gives the same.
 * `byDirectory` marks it as opened from the suppliers' directory, which is what links the two there.
 * Refused (CHAT_BLOCKED, nothing created) when one of them blocked the other.
 */
export async function openIntroducedConversation(
  db: Tx,
  me: string,
  other: string,
  now: Date,
  { byDirectory = false } = {},
): Promise<string> {
  return db.transaction(async (tx) => {
    const friendship = await friendshipWith(tx, me, other, { lock: true });
    if (friendship && (friendship.blockedByUser || friendship.blockedByPeer)) throw new AppError('CHAT_BLOCKED');
    const id = await openDirectConversation(tx, me, other, now);
    if (byDirectory) {
      // The mark the directory's link reads (partners/directory-link.ts); the first introduction's date stays.
      await participantScope(tx, { userId: me })
        .update(chatConversations)
        .set({ directoryIntroducedAt: sql`coalesce(${chatConversations.directoryIntroducedAt}, ${now})` })
        .where(eq(chatConversations.id, id));
    }
    await participantScope(tx, { userId: me })
      .update(chatMembers)
      .set({ hidden: false })
      .where(and(eq(chatMembers.conversationId, id), eq(chatMembers.userId, me)));
    return id;
  });
}
