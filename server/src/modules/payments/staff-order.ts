import type { StaffOrder } from '@b2b/shared/contract';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { staffOrders } from './staff';

/** One order as the console shows it, after a decision on it (404 when it does not exist). */
export async function staffOrder(ctx: AppContext, id: string): Promise<StaffOrder> {
  const [order] = await staffOrders(ctx.db, [id]);
  if (!order) throw new AppError('NOT_FOUND');
  return order;
}
