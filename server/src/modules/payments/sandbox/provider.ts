import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Compile } from 'typebox/compile';
import { apiPath, PAYMENTS_API } from '@b2b/shared/contract';
import { sandboxPayments } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { AppContext } from '../../../plugins/app/context';
import { checkSignature, SIGNATURE_HEADER } from '../../../plugins/app/webhook';
import type { PaymentProvider, ProviderNotification } from '../provider';
import { announce, paymentOf, SandboxEventSchema } from './events';

const checkEvent = Compile(SandboxEventSchema);

export const checkoutUrl = (token: string) => apiPath(PAYMENTS_API.sandboxCheckout, { token });

/**
 * The sandbox provider: it keeps its own ledger (`sandbox_payments`) as a provider would, serves its
 * checkout page from the API (sandbox/page.ts), and signs its notifications with
 * `PAYMENT_SANDBOX_SECRET` as `X-Signature: t=<unix s>,v1=<HMAC-SHA256 of "t.body">` (Stripe's scheme).
 * It takes no money: anyone who reaches the page can "pay". Never the provider of a real platform.
 */
export function sandboxProvider(ctx: AppContext): PaymentProvider {
  return {
    name: 'sandbox',

    async createCheckout({ merchantRef, amount, currency, description }) {
      const token = randomBytes(24).toString('base64url');
      const now = ctx.clock.now();
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sandboxPayments)
          .values({ token, merchantRef, amount, currency, description, status: 'PENDING', createdAt: now, updatedAt: now })
          .returning();
        await announce(ctx, tx, row, 'payment.created');
        return { ref: row.id, url: checkoutUrl(token) };
      });
    },

    async queryOrder(ref) {
      const [row] = await ctx.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, ref));
      return row ? paymentOf(row) : null;
    },

    async closeCheckout(ref) {
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(sandboxPayments)
          .set({ status: 'CANCELLED', updatedAt: ctx.clock.now() })
          .where(and(eq(sandboxPayments.id, ref), eq(sandboxPayments.status, 'PENDING')))
          .returning();
        if (row) await announce(ctx, tx, row, 'payment.updated');
      });
    },

    async refund({ paymentRef, merchantRef, amount, currency, idempotencyKey }) {
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentRef)).for('update');
        if (!row || row.merchantRef !== merchantRef) throw new AppError('NOT_FOUND');
        if (row.status === 'REFUNDED' && row.refundKey === idempotencyKey) return { ref: row.refundRef! };
        if (row.status !== 'PAID') throw new AppError('STATE_CONFLICT');
        // Full refunds only, as the platform asks for.
        if (amount !== row.amount || currency !== row.currency) throw new AppError('VALIDATION');
        const [saved] = await tx
          .update(sandboxPayments)
          .set({
            status: 'REFUNDED',
            refundKey: idempotencyKey,
            refundRef: `re_${randomBytes(12).toString('hex')}`,
            updatedAt: ctx.clock.now(),
          })
          .where(eq(sandboxPayments.id, row.id))
          .returning();
        await announce(ctx, tx, saved, 'refund.succeeded');
        return { ref: saved.refundRef! };
      });
    },

    verifyNotification(raw, headers, now): ProviderNotification {
      const header = headers[SIGNATURE_HEADER];
      const check = checkSignature(typeof header === 'string' ? header : undefined, raw, ctx.config.payments.sandboxSecret, now);
      if (!check.ok) throw new AppError('UNAUTHENTICATED');
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION');
      }
      if (!checkEvent.Check(event)) throw new AppError('VALIDATION');
      const { id, ...rest } = event.data;
      return { eventId: event.id, type: event.type, payment: { ref: id, ...rest } };
    },
  };
}

/** The buyer's click on the sandbox's checkout page: PENDING → PAID or CANCELLED, announced; any other state stays. */
export async function settleSandboxPayment(ctx: AppContext, token: string, status: 'PAID' | 'CANCELLED') {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.token, token)).for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.status !== 'PENDING') return row;
    const [saved] = await tx
      .update(sandboxPayments)
      .set({ status, updatedAt: ctx.clock.now() })
      .where(eq(sandboxPayments.id, row.id))
      .returning();
    await announce(ctx, tx, saved, 'payment.updated');
    return saved;
  });
}
