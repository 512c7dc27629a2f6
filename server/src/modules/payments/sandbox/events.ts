import { randomBytes } from 'node:crypto';
import Type, { type Static } from 'typebox';
import type { Tx } from '../../../db/client';
import { SANDBOX_STATUSES, type sandboxPayments } from '../../../db/schema';
import type { AppContext } from '../../../plugins/app/context';
import type { ProviderPayment } from '../provider';

export type SandboxRow = typeof sandboxPayments.$inferSelect;

/** A sandbox notification as its body reads (shaped after Stripe's events: id, type, created, data). */
export const SandboxEventSchema = Type.Object({
  id: Type.String({ pattern: '^evt_[0-9a-f]{24}$' }),
  type: Type.Union([Type.Literal('payment.created'), Type.Literal('payment.updated'), Type.Literal('refund.succeeded')]),
  created: Type.Integer({ minimum: 0 }),
  data: Type.Object({
    id: Type.String({ minLength: 1, maxLength: 64 }),
    merchantRef: Type.String({ minLength: 1, maxLength: 64 }),
    status: Type.Enum(SANDBOX_STATUSES),
    amount: Type.Integer({ minimum: 0 }),
    currency: Type.String({ minLength: 3, maxLength: 3 }),
  }),
});
export type SandboxEvent = Static<typeof SandboxEventSchema>;

export const DELIVER_JOB = 'payments.sandbox-deliver';
/** Every event is delivered twice, the second time this much later: notifications come at least once, never exactly once. */
export const REDELIVERY_MS = 60_000;

export const paymentOf = (row: SandboxRow): ProviderPayment => ({
  ref: row.id,
  merchantRef: row.merchantRef,
  status: row.status,
  amount: row.amount,
  currency: row.currency,
});

/**
 * The sandbox tells the merchant of a change as a provider does: an event with an id of its own and the
 * payment as it stands, delivered by a job (signed when sent), again a minute later, in no promised order.
 */
export async function announce(ctx: AppContext, tx: Tx, row: SandboxRow, type: SandboxEvent['type']): Promise<void> {
  const now = ctx.clock.now();
  const { ref, ...payment } = paymentOf(row);
  const event: SandboxEvent = { id: `evt_${randomBytes(12).toString('hex')}`, type, created: now.getTime(), data: { id: ref, ...payment } };
  const body = JSON.stringify(event);
  for (const delay of [0, REDELIVERY_MS]) {
    await ctx.jobs.schedule(tx, DELIVER_JOB, { body }, { runAt: new Date(now.getTime() + delay), dedupeKey: `${event.id}:${delay}` });
  }
}
