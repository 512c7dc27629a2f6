import { desc, eq } from 'drizzle-orm';
import type { CodeChannel } from '@b2b/shared/contract';
import { outbox } from '../db/schema';
import type { AppContext } from '../plugins/app/context';

export interface OutgoingMessage {
  channel: CodeChannel;
  target: string;
  subject: string;
  body: string;
}

/**
 * Records a mail or SMS in the outbox and logs it; mail is also handed to the transport
 * (SMTP when configured). SMS has no provider yet: the outbox row is the delivery.
 */
export async function deliver(ctx: AppContext, message: OutgoingMessage): Promise<void> {
  await ctx.db.insert(outbox).values({ ...message, createdAt: ctx.clock.now() });
  // The body holds the code: only a development outbox puts it in the log.
  const logged = ctx.config.devOutbox ? message : { channel: message.channel, target: message.target, subject: message.subject };
  ctx.log.info(logged, 'outbox message');
  if (message.channel !== 'mail') return;
  try {
    await ctx.mail.send({ to: message.target, subject: message.subject, text: message.body });
  } catch (err) {
    ctx.log.error({ err, target: message.target }, 'mail delivery failed; the message stays in the outbox');
  }
}

export async function latestOutbox(ctx: AppContext, target: string) {
  const [row] = await ctx.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(desc(outbox.id)).limit(1);
  return row;
}
