import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { chatMembers, chatMessages, chatSettings } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { defineJob } from '../../../jobs';
import type { AppContext } from '../../../plugins/app/context';
import { presentMessages } from '../messages/present';
import { translateMessage } from './translate';
import { translates } from './translator';

export const TRANSLATE_JOB = 'chat.translate';
/** Tries of one message's translation before it is given up (retries back off from `JOBS_RETRY_BASE_MS`). */
export const TRANSLATE_ATTEMPTS = 5;
/**
 * How long the sending instance's own attempt holds the job: a few translation timeouts. Should that
 * instance die meanwhile, another instance's runner takes the job once this lapses.
 */
export const TRANSLATE_LEASE_MS = 30_000;

interface TranslatePayload {
  messageId: string;
}

/**
 * Records, in the send's transaction, that a message needs translating: a job, when the platform
 * translates, the message has words and another member has its translate flag on. Answers its id.
 */
export async function scheduleTranslation(
  ctx: AppContext,
  tx: Tx,
  message: { id: string; senderId: string; body: string },
  memberIds: readonly string[],
): Promise<string | null> {
  const readers = memberIds.filter((id) => id !== message.senderId);
  if (!translates(ctx.config) || !message.body.trim() || readers.length === 0) return null;
  const [wanted] = await acrossCompanies(tx, "whether a message's readers want it translated")
    .select({ userId: chatSettings.userId })
    .from(chatSettings)
    .where(and(inArray(chatSettings.userId, readers), eq(chatSettings.translate, true)))
    .limit(1);
  if (!wanted) return null;
  return ctx.jobs.schedule(tx, TRANSLATE_JOB, { messageId: message.id } satisfies TranslatePayload, {
    dedupeKey: `${TRANSLATE_JOB}:${message.id}`,
    maxAttempts: TRANSLATE_ATTEMPTS,
  });
}

/** Translates a stored message for its members now (those who joined before it); a message gone or recalled needs nothing. */
export const translateJob = defineJob<TranslatePayload>(TRANSLATE_JOB, async (ctx, { messageId }) => {
  const db = acrossCompanies(ctx.db, 'a translation job reads its message and the members it is for');
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!row || row.recalledAt) return;
  const members = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(
      and(eq(chatMembers.conversationId, row.conversationId), lt(chatMembers.joinedSeq, row.seq), ne(chatMembers.userId, row.senderId)),
    );
  const [message] = await presentMessages(ctx.db, [row]);
  await translateMessage(
    ctx,
    message,
    members.map((member) => member.userId),
  );
});

/** Attempts running on this instance, per app: started after delivery, never awaited by a send. */
const running = new WeakMap<AppContext, Set<Promise<unknown>>>();

/** Runs a message's translation job on this instance at once, in the background (the send does not wait). */
export function startTranslation(ctx: AppContext, jobId: string): void {
  let set = running.get(ctx);
  if (!set) running.set(ctx, (set = new Set()));
  const work = ctx.jobs
    .runNow(jobId, { leaseMs: TRANSLATE_LEASE_MS })
    .catch((err: unknown) => ctx.log.error({ err, jobId }, 'chat translation job could not run; a runner will'));
  set.add(work);
  void work.finally(() => set.delete(work));
}

/** Waits for the attempts running now (the app's close, tests). */
export async function translationsSettled(ctx: AppContext): Promise<void> {
  const set = running.get(ctx);
  while (set?.size) await Promise.all(set);
}
