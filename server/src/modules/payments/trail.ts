import { asc, inArray } from 'drizzle-orm';
import type { OrderEvent, OrderEventAction, OrderStatus } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, OrderRow } from '../../db/rows';
import { paymentOrderEvents, users } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import type { Lang, Text } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';

/**
 * Who moved an order: an account of its company, the platform's staff (the console), the provider (a
 * notification or its answer), or the platform's jobs.
 */
export type OrderActor = { caller: Caller } | { staff: Caller } | { provider: string; eventId?: string } | 'platform';

const sourceOf = (actor: OrderActor) =>
  actor === 'platform' ? 'platform' : 'caller' in actor ? 'account' : 'staff' in actor ? 'staff' : 'provider';

export interface OrderEventInput {
  action: OrderEventAction;
  from?: OrderStatus | null;
  to?: OrderStatus | null;
  reason?: string | null;
}

/** One line of the order's trail, in its company's rows. */
export async function recordOrderEvent(ctx: AppContext, tx: Tx, order: OrderRow, actor: OrderActor, event: OrderEventInput) {
  const user =
    typeof actor === 'object' && 'caller' in actor ? actor.caller : typeof actor === 'object' && 'staff' in actor ? actor.staff : null;
  await companyScope(tx, order.companyId)
    .insert(paymentOrderEvents)
    .values({
      orderId: order.id,
      userId: user?.user.id ?? null,
      source: sourceOf(actor),
      action: event.action,
      fromStatus: event.from ?? null,
      toStatus: event.to ?? null,
      providerEventId: typeof actor === 'object' && 'provider' in actor ? (actor.eventId ?? null) : null,
      reason: event.reason ?? null,
      createdAt: ctx.clock.now(),
    });
}

const SOURCE_NAMES: Record<'staff' | 'provider' | 'platform', Text> = {
  staff: { 'zh-CN': '平台客服', 'en-US': 'Customer service' },
  provider: { 'zh-CN': '支付服务商', 'en-US': 'Payment provider' },
  platform: { 'zh-CN': '平台', 'en-US': 'Platform' },
};

/** The trails of the company's orders, oldest line first, by order id. */
export async function trailsOf(db: Tx, companyId: string, orderIds: string[], lang: Lang): Promise<Map<string, OrderEvent[]>> {
  const trails = new Map<string, OrderEvent[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return trails;
  const own = companyScope(db, companyId);
  const rows = await own
    .select(paymentOrderEvents)
    .where(inArray(paymentOrderEvents.orderId, orderIds))
    .orderBy(asc(paymentOrderEvents.seq));
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const people = userIds.length ? await own.pick(users, { id: users.id, nickname: users.nickname }).where(inArray(users.id, userIds)) : [];
  const nickname = new Map(people.map((p) => [p.id, p.nickname]));
  for (const row of rows) {
    trails.get(row.orderId)?.push({
      id: row.id,
      action: row.action,
      actor: row.source === 'account' ? (nickname.get(row.userId ?? '') ?? '') : SOURCE_NAMES[row.source][lang],
      fromStatus: row.fromStatus,
      toStatus: row.toStatus,
      providerEvent: row.providerEventId,
      reason: row.reason,
      createdAt: row.createdAt.getTime(),
    });
  }
  return trails;
}
