import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import {
  CreateOrderBody,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_TTL_HOURS,
  levelRank,
  OrderSchema,
  PAYMENTS_API,
  planById,
  type Order,
} from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { paymentIdempotencyKeys, paymentOrders } from '../../../db/schema';
import { companyScope, userScope } from '../../../db/scoped';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { effectiveMembership } from '../../../lib/membership';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';
import { BUYER, type PaymentsApp } from '../access';
import { presentOrder } from '../present';
import { providerOf } from '../active-provider';
import { ownOrder } from '../state';
import { recordOrderEvent } from '../trail';

const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);
const HOUR = 3_600_000;

/** What the key promises to repeat: the same key with another body is refused. */
const requestHash = (body: CreateOrderBody) =>
  createHash('sha256')
    .update(JSON.stringify({ planId: body.planId }))
    .digest('hex');

/**
 * A new CREATED order for a plan at today's price, once per `Idempotency-Key` of the account within
 * 24 hours: the same key with the same body answers the same order, with another body 409
 * IDEMPOTENCY_KEY_REUSED. A plan below the company's current level is refused (409 MEMBERSHIP_LOWER_LEVEL).
 */
export async function createOrder(ctx: AppContext, caller: Caller, body: CreateOrderBody, key: unknown, lang: Lang): Promise<Order> {
  if (typeof key !== 'string' || !KEY.test(key)) throw new AppError('VALIDATION', { fields: [`/headers/${IDEMPOTENCY_HEADER}`] });
  const provider = providerOf(ctx);
  const plan = planById(body.planId)!;
  const hash = requestHash(body);
  const place = () =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const keys = userScope(tx, caller.user.id);
      const forgotten = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * HOUR);
      await keys
        .delete(paymentIdempotencyKeys)
        .where(and(eq(paymentIdempotencyKeys.key, key), lte(paymentIdempotencyKeys.createdAt, forgotten)));
      const [known] = await keys.select(paymentIdempotencyKeys).where(eq(paymentIdempotencyKeys.key, key)).for('update');
      if (known) {
        if (known.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return ownOrder(tx, caller, known.orderId);
      }
      if (levelRank(plan.level) < levelRank(effectiveMembership(caller.company, now).level)) throw new AppError('MEMBERSHIP_LOWER_LEVEL');
      const [order] = await companyScope(tx, caller.company.id)
        .insert(paymentOrders)
        .values({
          userId: caller.user.id,
          planId: plan.id,
          level: plan.level,
          period: plan.period,
          days: plan.days,
          amount: plan.price,
          currency: plan.currency,
          status: 'CREATED',
          provider: provider.name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await keys.insert(paymentIdempotencyKeys).values({ key, requestHash: hash, orderId: order.id, createdAt: now });
      await recordOrderEvent(ctx, tx, order, { caller }, { action: 'CREATED', to: 'CREATED' });
      return order;
    });
  // Two requests with one new key at once: the second one's key insert fails, and a second try finds the first's order.
  const order = await place().catch((error: unknown) => {
    if (isUniqueViolation(error, 'payment_idempotency_keys_key')) return place();
    throw error;
  });
  return presentOrder(ctx.db, order, lang, ctx.clock.now());
}

export function registerCreateOrder(app: PaymentsApp) {
  app.post(
    PAYMENTS_API.orders,
    { schema: { body: CreateOrderBody, response: responses(OrderSchema) }, config: { access: BUYER } },
    async (request) =>
      ok(request, await createOrder(app.ctx, request.caller!, request.body, request.headers[IDEMPOTENCY_HEADER], request.lang)),
  );
}
