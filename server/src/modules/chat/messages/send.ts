import { and, eq } from 'drizzle-orm';
import type { ChatMessage, SendBody, SendResult } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { participantScope } from '../../../db/participants';
import type { Caller } from '../../../db/rows';
import { chatMembers, chatMessages } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { stripControl } from '../../demands/clean';
import { attachableFiles } from '../../files/attach';
import { membersOf, userIdsOf } from '../conversations';
import { fanOut } from '../fanout';
import { directRefusal, messageRefusal } from '../friends/relation';
import { assertServiceWriter, noteServiceReply } from '../service/sessions';
import { scheduleTranslation, startTranslation } from '../translate/job';
import { translates } from '../translate/translator';
import { presentMessage, presentMessages, type MessageRow } from './present';
import { claimSeq, sendInOneStatement, sendMembers, type Claimed, type SendMember } from './send-sql';

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

/** The caller's own earlier message with this client message id in the conversation. */
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
async function assertMaySend(tx: Tx, caller: Caller, conversation: Claimed, members: SendMember[], now: Date) {
  if (conversation.kind === 'SERVICE') return assertServiceWriter(tx, caller.user.id, conversation.id);
  if (conversation.kind !== 'DIRECT') return;
  const other = members.find((member) => member.userId !== caller.user.id);
  if (!other) throw new AppError('CHAT_NOT_FRIENDS');
  // The friendship came with the members; only when it does not allow the message are the other links read.
  const refusal =
    messageRefusal(other.friendship) === 'CHAT_NOT_FRIENDS'
      ? await directRefusal(tx, caller.user.id, other.userId, now)
      : messageRefusal(other.friendship);
  if (refusal) throw new AppError(refusal);
}

/** A send whose clientMsgId was stored before: the transaction rolls back (its seq with it) and the first message answers. */
class Duplicate extends Error {
  constructor(readonly row: MessageRow) {
    super('duplicate send');
  }
}

interface Stored {
  row: MessageRow;
  duplicate: boolean;
  memberIds: string[];
  /** The translation job scheduled with it. */
  translation: string | null;
}

/**
 * The send's transaction, which decides every case. One statement (messages/send-sql.ts) locks the
 * conversation's row by raising its `last_seq` and inserts the message with that seq, `on conflict do
 * nothing` on the client id: seqs are gapless and in commit order, and a retry waiting for the lock sees
 * the first send's row. A second statement reads the members (after the lock: a member added or removed
 * meanwhile is seen) with the caller's friendship with each. A refusal or a duplicate rolls it all back.
 */
async function sendInTransaction(
  ctx: AppContext,
  caller: Caller,
  body: SendBody,
  text: string,
  fileKind?: 'image' | 'file',
): Promise<Stored> {
  const me = caller.user.id;
  try {
    return await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const claimed = await claimSeq(tx, me, { ...body, body: text, fileId: body.fileId ?? null }, now);
      if (!claimed) throw new AppError('NOT_FOUND');
      if (!claimed.message) throw new Duplicate((await earlier(tx, caller, body))!);
      const row = claimed.message;
      const members = await sendMembers(tx, me, claimed.id);
      const memberIds = members.map((member) => member.userId);
      await assertMaySend(tx, caller, claimed, members, now);
      if (fileKind) await attachableFiles(tx, caller.company.id, [body.fileId!], '/fileId', { kind: fileKind });
      if (claimed.kind === 'SERVICE') await noteServiceReply(tx, me, claimed.id, now);
      // A hidden conversation shows again for everyone (the members are read under the conversation's lock).
      if (members.some((member) => member.hidden)) {
        await participantScope(tx, { userId: me })
          .update(chatMembers)
          .set({ hidden: false })
          .where(and(eq(chatMembers.conversationId, claimed.id), eq(chatMembers.hidden, true)));
      }
      const translation = await scheduleTranslation(ctx, tx, row, memberIds);
      return { row, duplicate: false, memberIds, translation };
    });
  } catch (error) {
    if (!(error instanceof Duplicate)) throw error;
    const members = await membersOf(ctx.db, me, body.conversationId);
    return { row: error.row, duplicate: true, memberIds: userIdsOf(members), translation: null };
  }
}

/**
 * Stores a message, idempotently: a (conversation, sender, clientMsgId) stored before answers that
 * message (`duplicate`), on any instance. A text message in the common case (a friend or a group, no
 * translation wanted, a new client id) takes one round trip (`sendInOneStatement`); every other send, and
 * any the database function does not decide, the transaction's path. The members hear of it only through
 * `deliver()`, which the caller runs after answering the sender (stored, then acknowledged, then delivered).
 */
export async function sendMessage(ctx: AppContext, caller: Caller, body: SendBody): Promise<Sent> {
  const { text, fileKind } = cleanBody(body);
  const common = fileKind
    ? undefined
    : await sendInOneStatement(ctx.db, caller.user.id, { ...body, body: text }, ctx.clock.now(), translates(ctx.config));
  const stored: Stored = common
    ? { row: common.message, duplicate: false, memberIds: common.memberIds, translation: null }
    : await sendInTransaction(ctx, caller, body, text, fileKind);
  if (!stored.duplicate) ctx.metrics.chatMessageStored();
  const message = stored.row.fileId ? (await presentMessages(ctx.db, [stored.row]))[0] : presentMessage(stored.row);
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
