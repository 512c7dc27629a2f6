import { eq } from 'drizzle-orm';
import { ORDER_TRANSITIONS, orderMayMove, type OrderMove, type OrderStatus } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, OrderRow } from '../../db/rows';
import { paymentOrders } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { recordOrderEvent, type OrderActor, type OrderEventInput } from './trail';

/** The caller's company's order (404 for another company's id, as for none); with `lock`, locked until the transaction ends. */
export async function ownOrder(tx: Tx, caller: Caller, id: string, lock = false): Promise<OrderRow> {
  const query = companyScope(tx, caller.company.id).select(paymentOrders).where(eq(paymentOrders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** An order locked for the provider's news or the platform's jobs; null when there is none. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await acrossCompanies(tx, "a provider notification or the platform's job names an order of any company")
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, id))
    .for('update');
  return row ?? null;
}

/** 409 STATE_CONFLICT unless the state table has this move from the order's state. */
export function assertOrderMove(order: OrderRow, move: OrderMove): { from: OrderStatus; to: OrderStatus } {
  if (!orderMayMove(order.status, move)) throw new AppError('STATE_CONFLICT');
  return { from: order.status, to: ORDER_TRANSITIONS[move].to };
}

/** Saves new values on the order (its `updatedAt` moves) and answers the row as saved. */
export async function saveOrder(ctx: AppContext, tx: Tx, order: OrderRow, values: Partial<OrderRow>): Promise<OrderRow> {
  const updatedAt = ctx.clock.now();
  await companyScope(tx, order.companyId)
    .update(paymentOrders)
    .set({ ...values, updatedAt })
    .where(eq(paymentOrders.id, order.id));
  return { ...order, ...values, updatedAt };
}

/** A move of the state table (409 if the table has none from here), saved and written to the trail. */
export async function moveOrder(
  ctx: AppContext,
  tx: Tx,
  order: OrderRow,
  move: OrderMove,
  actor: OrderActor,
  values: Partial<OrderRow> = {},
  event: Omit<OrderEventInput, 'action' | 'from' | 'to'> = {},
): Promise<OrderRow> {
  const { from, to } = assertOrderMove(order, move);
  const saved = await saveOrder(ctx, tx, order, { ...values, status: to });
  await recordOrderEvent(ctx, tx, order, actor, { action: MOVE_ACTIONS[move], from, to, ...event });
  return saved;
}

const MOVE_ACTIONS = { pay: 'PAID', fulfil: 'FULFILLED', cancel: 'CANCELLED', refund: 'REFUNDED' } as const satisfies Record<
  OrderMove,
  string
>;
