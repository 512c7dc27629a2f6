import { eq } from 'drizzle-orm';
import { Uuid } from '@b2b/shared/contract';
import { Compile } from 'typebox/compile';
import { paymentInbox } from '../../db/schema';
import { defineJob } from '../../jobs';
import type { AppContext } from '../../plugins/app/context';
import { applyPayment } from './apply';
import type { PaymentProvider, ProviderNotification } from './provider';
import { lockOrder } from './state';

export const APPLY_JOB = 'payments.apply-notification';
const isUuid = Compile(Uuid);

/**
 * The one inbox: the notification is verified on its raw bytes by the provider (before anything parses
 * it), stored once per (provider, event id), and applied by a job scheduled in the same transaction,
 * so the answer goes back at once. A retry or a replay of a stored event id stores and schedules nothing.
 */
export async function receiveNotification(
  ctx: AppContext,
  provider: PaymentProvider,
  raw: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ duplicate: boolean }> {
  const note = provider.verifyNotification(raw, headers, ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(paymentInbox)
      .values({ provider: provider.name, eventId: note.eventId, type: note.type, payload: note, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ id: paymentInbox.id });
    if (!stored) return { duplicate: true };
    await ctx.jobs.schedule(tx, APPLY_JOB, { inboxId: stored.id }, { dedupeKey: `${APPLY_JOB}:${stored.id}` });
    return { duplicate: false };
  });
}

/** Applies one stored notification, once: under the inbox row's lock, then the order's. */
export const applyNotificationJob = defineJob<{ inboxId: string }>(APPLY_JOB, async (ctx, { inboxId }) => {
  await ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(paymentInbox).where(eq(paymentInbox.id, inboxId)).for('update');
    if (!entry || entry.processedAt) return;
    const note = entry.payload as ProviderNotification;
    const order = isUuid.Check(note.payment.merchantRef) ? await lockOrder(tx, note.payment.merchantRef) : null;
    const outcome = order
      ? await applyPayment(ctx, tx, order, note.payment, { provider: entry.provider, eventId: note.eventId })
      : 'no such order';
    await tx.update(paymentInbox).set({ processedAt: ctx.clock.now(), outcome }).where(eq(paymentInbox.id, entry.id));
  });
});
