import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { BulletinPostRow } from '../../db/rows';
import { bulletinPosts } from '../../db/schema';
import { defineJob } from '../../jobs';
import type { AppContext } from '../../plugins/app/context';
import { transition } from './state';

export const PUBLISH_JOB = 'bulletin.publish';

/** A scheduled publication: the job does nothing when the post was rescheduled, published or taken off meanwhile. */
export interface PublishPayload {
  postId: string;
  /** Epoch ms the post was scheduled for. */
  publishAt: number;
}

const keyOf = (postId: string, publishAt: Date) => `${PUBLISH_JOB}:${postId}:${publishAt.getTime()}`;

/** Schedules the post's publication at `publishAt`, in the transaction that schedules it. */
export async function schedulePublication(ctx: AppContext, tx: Tx, postId: string, publishAt: Date): Promise<void> {
  const payload: PublishPayload = { postId, publishAt: publishAt.getTime() };
  await ctx.jobs.schedule(tx, PUBLISH_JOB, payload, { runAt: publishAt, dedupeKey: keyOf(postId, publishAt) });
}

/** Drops the queued publication of a post that leaves SCHEDULED (published now, rescheduled, taken off). */
export async function dropPublication(ctx: AppContext, tx: Tx, post: BulletinPostRow): Promise<void> {
  if (post.state === 'SCHEDULED' && post.publishAt) await ctx.jobs.unschedule(tx, keyOf(post.id, post.publishAt));
}

/** The post goes out at its time, dated with that time, under its lock (as every change of a post). */
export const publishScheduledJob = defineJob<PublishPayload>(PUBLISH_JOB, async (ctx, payload) => {
  await ctx.db.transaction(async (tx) => {
    const [post] = await tx.select().from(bulletinPosts).where(eq(bulletinPosts.id, payload.postId)).for('update');
    if (!post || post.state !== 'SCHEDULED' || post.publishAt?.getTime() !== payload.publishAt) return;
    await transition(ctx, tx, null, post.id, 'scheduledPublish', { publishedAt: post.publishAt });
  });
});

export const bulletinJobs = [publishScheduledJob];
