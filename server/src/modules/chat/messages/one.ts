import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import { chatMembers, chatMessages } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { MemberRow } from '../conversations';
import type { MessageRow } from './present';
import { visibleTo } from './visible';

/**
 * A message the caller can see (a member since before it, not deleted for itself), with the caller's
 * membership; 404 otherwise, whoever's it is. Locked for the transaction when `lock`.
 */
export async function visibleMessage(
  db: Tx,
  userId: string,
  messageId: string,
  { lock = false } = {},
): Promise<{ message: MessageRow; member: MemberRow }> {
  const scope = participantScope(db, { userId });
  const query = scope.select(chatMessages).where(eq(chatMessages.id, messageId));
  const [message] = lock ? await query.for('update') : await query;
  if (!message) throw new AppError('NOT_FOUND');
  const [member] = await scope
    .select(chatMembers)
    .where(and(eq(chatMembers.conversationId, message.conversationId), eq(chatMembers.userId, userId)));
  if (!member) throw new AppError('NOT_FOUND');
  const [visible] = await scope.pick(chatMessages, { id: chatMessages.id }).where(visibleTo(db, member, eq(chatMessages.id, messageId)));
  if (!visible) throw new AppError('NOT_FOUND');
  return { message, member };
}
