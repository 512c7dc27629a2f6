import { and, eq, sql } from 'drizzle-orm';
import type { ChatMessage, SendBody, SendResult } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatConversations, chatMembers, chatMessages } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { stripControl } from '../../demands/clean';
import { attachableFiles } from '../../files/attach';
import { conversationOf, userIdsOf } from '../conversations';
import { fanOut } from '../fanout';
import { directRefusal } from '../friends/relation';
import { assertServiceWriter, noteServiceReply } from '../service/sessions';
import { scheduleTranslation, startTranslation } from '../translate/job';
import { presentMessages } from './present';

/** What a send stored, and how to tell the members (after the sender has its answer). */
export interface Sent {
  result: SendResult;
  memberIds: string[];
  /** Publishes the `message` frame to every member's sockets on every instance. */
  deliver(): Promise<void>;
}

function cleanBody(body: SendBody): { text: string; fileKind?: 'image' | 'file' } {
  const text = stripControl(body.body ?? '').trim();
  if (body.kind === 'TEXT') {
    if (!text) throw new AppError('VALIDATION', { fields: ['/body'] });
    if (body.fileId) throw new AppError('VALIDATION', { fields: ['/fileId'] });
    return { text };
  }
  if (!body.fileId) throw new AppError('VALIDATION', { fields: ['/fileId'] });
  return { text, fileKind: body.kind === 'IMAGE' ? 'image' : 'file' };
}

/** The caller's own earlier message with this client message id in the conversation, if any. */
async function earlier(tx: Tx, caller: Caller, body: SendBody) {
  const [row] = await participantScope(tx, { userId: caller.user.id })
    .select(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, body.conversationId),
        eq(chatMessages.senderId, caller.user.id),
        eq(chatMessages.clientMsgId, body.clientMsgId),
      ),
    );
  return row;
}

/**
 * Who else is in a direct conversation must still be a friend, or a response partner, nobody blocked; a
 * service conversation takes messages from its customer and its current staff member while it is open.
 */
async function assertMaySend(tx: Tx, caller: Caller, conversationId: string, kind: string, memberIds: string[], now: Date) {
  if (kind === 'SERVICE') return assertServiceWriter(tx, caller.user.id, conversationId);
  if (kind !== 'DIRECT') return;
  const other = memberIds.find((id) => id !== caller.user.id);
  if (!other) throw new AppError('CHAT_NOT_FRIENDS');
  const refusal = await directRefusal(tx, caller.user.id, other, now);
  if (refusal) throw new AppError(refusal);
}

/**
 * Stores a message, idempotently: a (conversation, sender, clientMsgId) stored before answers that
 * message (`duplicate`), on any instance. The conversation's row is locked, its `last_seq` raised by
 * one with RETURNING and the message inserted with that seq, in one transaction: seqs are gapless and
 * in commit order. The members hear of it only through `deliver()`, which the caller runs after
 * answering the sender (stored, then acknowledged, then delivered).
 */
export async function sendMessage(ctx: AppContext, caller: Caller, body: SendBody): Promise<Sent> {
  const me = caller.user.id;
  const { text, fileKind } = cleanBody(body);
  const stored = await ctx.db.transaction(async (tx) => {
    // Scoped to the caller's conversations: one it is not in is 404 before anything is locked.
    const conversation = await conversationOf(tx, me, body.conversationId, { lock: true });
    const scope = participantScope(tx, { userId: me });
    const members = await scope.select(chatMembers).where(eq(chatMembers.conversationId, conversation.id));
    const memberIds = userIdsOf(members);
    const before = await earlier(tx, caller, body);
    if (before) return { row: before, duplicate: true, memberIds, translation: null };
    const now = ctx.clock.now();
    await assertMaySend(tx, caller, conversation.id, conversation.kind, memberIds, now);
    if (fileKind) await attachableFiles(tx, caller.company.id, [body.fileId!], '/fileId', { kind: fileKind });
    const [{ seq }] = await scope
      .update(chatConversations)
      .set({ lastSeq: sql`${chatConversations.lastSeq} + 1`, updatedAt: now })
      .where(eq(chatConversations.id, conversation.id))
      .returning({ seq: chatConversations.lastSeq });
    const [row] = await scope
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        seq,
        senderId: me,
        clientMsgId: body.clientMsgId,
        kind: body.kind,
        body: text,
        fileId: body.fileId ?? null,
        createdAt: now,
      })
      .returning();
    if (conversation.kind === 'SERVICE') await noteServiceReply(tx, me, conversation.id, now);
    // A hidden conversation shows again for everyone (the members are read under the conversation's lock).
    if (members.some((member) => member.hidden)) {
      await scope
        .update(chatMembers)
        .set({ hidden: false })
        .where(and(eq(chatMembers.conversationId, conversation.id), eq(chatMembers.hidden, true)));
    }
    const translation = await scheduleTranslation(ctx, tx, row, memberIds);
    return { row, duplicate: false, memberIds, translation };
  });
  if (!stored.duplicate) ctx.metrics.chatMessageStored();
  const [message] = await presentMessages(ctx.db, [stored.row]);
  return {
    result: { message, duplicate: stored.duplicate },
    memberIds: stored.memberIds,
    // A duplicate is told again: its first delivery may have been lost with an instance; clients keep one per seq.
    // Its translation is its first send's job, run by any instance's runner if that send's instance died.
    deliver: () => deliverMessage(ctx, stored.memberIds, message, stored.translation),
  };
}

/** The `message` frame to every member; then, in the background, its translation job, if it has one. */
export async function deliverMessage(
  ctx: AppContext,
  memberIds: string[],
  message: ChatMessage,
  translationJob: string | null,
): Promise<void> {
  await fanOut(ctx, memberIds, { type: 'message', message });
  if (translationJob) startTranslation(ctx, translationJob);
}
