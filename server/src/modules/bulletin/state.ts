import { eq } from 'drizzle-orm';
import { BULLETIN_TRANSITIONS, bulletinMayMove, type BulletinMove } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { BulletinPostRow, Caller } from '../../db/rows';
import { bulletinEvents, bulletinPosts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';

/** The post, locked until the transaction ends (every change of a post runs under this lock); 404 when there is none. */
export async function lockPost(tx: Tx, id: string): Promise<BulletinPostRow> {
  const [row] = await tx.select().from(bulletinPosts).where(eq(bulletinPosts.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One line of the post's trail; `staff` null for the platform (the scheduled publication). */
export async function recordEvent(
  ctx: AppContext,
  tx: Tx,
  post: BulletinPostRow,
  staff: Caller | null,
  action: string,
  to: BulletinPostRow['state'] | null = null,
): Promise<void> {
  await tx.insert(bulletinEvents).values({
    postId: post.id,
    staffId: staff?.user.id ?? null,
    action,
    fromState: to ? post.state : null,
    toState: to,
    createdAt: ctx.clock.now(),
  });
}

/**
 * A state change of a post (`BULLETIN_TRANSITIONS`) under its lock, with its line in the trail: 404 for
 * no post, 409 when the post may not make this move now. `values` adds what the move sets besides the state.
 */
export async function transition(
  ctx: AppContext,
  tx: Tx,
  staff: Caller | null,
  id: string,
  move: BulletinMove,
  values: Partial<typeof bulletinPosts.$inferInsert> = {},
): Promise<BulletinPostRow> {
  const post = await lockPost(tx, id);
  if (!bulletinMayMove(post.state, move)) throw new AppError('STATE_CONFLICT');
  const to = BULLETIN_TRANSITIONS[move].to;
  const [row] = await tx
    .update(bulletinPosts)
    .set({ ...values, state: to, updatedAt: ctx.clock.now() })
    .where(eq(bulletinPosts.id, post.id))
    .returning();
  await recordEvent(ctx, tx, post, staff, move, to);
  return row;
}
