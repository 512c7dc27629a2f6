import type { BulletinMove, BulletinStaffPost } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { BulletinPostRow, Caller } from '../../db/rows';
import type { bulletinPosts } from '../../db/schema';
import type { AppContext } from '../../plugins/app/context';
import { dropPublication } from './jobs';
import { presentStaffPost } from './present';
import { lockPost, transition } from './state';

/**
 * Staff move a post (publish, schedule, withdraw) in one transaction under its lock: a queued scheduled
 * publication is dropped first (this move replaces it), then the move, then `after` (a new schedule).
 */
export async function movePost(
  ctx: AppContext,
  staff: Caller,
  id: string,
  move: BulletinMove,
  values: Partial<typeof bulletinPosts.$inferInsert> = {},
  after?: (tx: Tx, post: BulletinPostRow) => Promise<void>,
): Promise<BulletinStaffPost> {
  const row = await ctx.db.transaction(async (tx) => {
    await dropPublication(ctx, tx, await lockPost(tx, id));
    const moved = await transition(ctx, tx, staff, id, move, values);
    await after?.(tx, moved);
    return moved;
  });
  return presentStaffPost(row);
}
