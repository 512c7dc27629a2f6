import { desc, eq, lt } from 'drizzle-orm';
import type { CodeChannel } from '@b2b/shared/contract';
import { outbox } from '../db/schema';
import { maskTarget } from '../lib/mask';
import type { AppContext } from '../plugins/app/context';

export interface OutgoingMessage {
  channel: CodeChannel;
  target: string;
  subject: string;
  body: string;
  /** A secret in the body (a verification code): outside demo mode the stored row has it masked. */
  secret?: string;
}

export const MASKED_SECRET = '••••••';

/**
 * Records a mail or SMS in the outbox and logs it (target masked, never the body outside demo
 * mode); mail goes to the transport (SMTP when configured), SMS to the transport's `sms` when it
 * has one (no SMS provider yet: the outbox row is then all there is). Outside demo mode the row
 * holds the body with the code masked, and a delivered row is deleted at once; in demo mode rows
 * keep the code for the demo outbox. Rows older than OUTBOX_RETENTION_HOURS are purged on every send.
 */
export async function deliver(ctx: AppContext, message: OutgoingMessage): Promise<void> {
  const { secret, ...clear } = message;
  const demo = ctx.config.demo;
  const now = ctx.clock.now();
  const stored = secret && !demo ? { ...clear, body: clear.body.replaceAll(secret, MASKED_SECRET) } : clear;
  await ctx.db.delete(outbox).where(lt(outbox.createdAt, new Date(now.getTime() - ctx.config.outboxRetentionHours * 3_600_000)));
  const [row] = await ctx.db
    .insert(outbox)
    .values({ ...stored, createdAt: now })
    .returning({ id: outbox.id });
  const summary = { channel: clear.channel, target: maskTarget(clear.target), subject: clear.subject };
  // The body holds the code: only demo mode puts it in the log.
  ctx.log.info(demo ? { ...summary, body: clear.body } : summary, 'outbox message');
  const send =
    clear.channel === 'mail'
      ? () => ctx.mail.send({ to: clear.target, subject: clear.subject, text: clear.body })
      : ctx.mail.sms && (() => ctx.mail.sms!({ to: clear.target, subject: clear.subject, text: clear.body }));
  if (!send) return;
  try {
    await send();
  } catch (err) {
    ctx.log.error({ err, target: summary.target }, 'delivery failed; the message stays in the outbox');
    return;
  }
  if (!demo) await ctx.db.delete(outbox).where(eq(outbox.id, row.id));
}

/**
 * Sends a message about a change already committed (run it in `afterCommit`): a failure to record it is
 * logged as `what`, never thrown, since the change is in. The one sender of notice mails, team messages and
 * chat digests.
 */
export async function deliverCommitted(ctx: AppContext, message: OutgoingMessage, what: string): Promise<void> {
  try {
    await deliver(ctx, message);
  } catch (err) {
    ctx.log.error({ err }, `${what} not recorded`);
  }
}

export async function latestOutbox(ctx: AppContext, target: string) {
  const [row] = await ctx.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(desc(outbox.id)).limit(1);
  return row;
}
