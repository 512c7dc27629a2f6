import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatConversations, chatMembers } from '../../../db/schema';
import { directKeyOf } from './relation';

/**
 * The direct conversation of two friends, created with both members the first time (one per pair:
 * `direct_key` is unique, so two acceptances racing make one). Called by one of the two.
 */
export async function openDirectConversation(tx: Tx, me: string, other: string, now: Date): Promise<string> {
  const directKey = directKeyOf(me, other);
  const [created] = await tx
    .insert(chatConversations)
    .values({ kind: 'DIRECT', directKey, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  const scope = participantScope(tx, { userId: me });
  if (!created) {
    const [existing] = await scope.pick(chatConversations, { id: chatConversations.id }).where(eq(chatConversations.directKey, directKey));
    return existing.id;
  }
  await scope.insert(chatMembers).values({ conversationId: created.id, userId: me, role: 'MEMBER', joinedAt: now });
  await scope.insert(chatMembers).values({ conversationId: created.id, userId: other, role: 'MEMBER', joinedAt: now });
  return created.id;
}
