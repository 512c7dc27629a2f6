import { eq } from 'drizzle-orm';
import { chatServiceSessions as s } from '../../../db/schema';
import { defineJob } from '../../../jobs';
import { translateJob } from '../translate/job';
import { unreadMailJob } from '../unread-mail';
import { announce, ServiceNews } from './announce';
import { assignWaiting, lockQueue, REPLY_TIMEOUT_JOB, requeue, type ReplyTimeoutPayload } from './queue';

/**
 * A conversation its staff member has not answered within `serviceReplyMs` goes back to the end of
 * the queue (and the queue is served again). A job of an earlier assignment, a replied or ended one does nothing.
 */
export const replyTimeoutJob = defineJob<ReplyTimeoutPayload>(REPLY_TIMEOUT_JOB, async (ctx, payload) => {
  const news = new ServiceNews();
  await ctx.db.transaction(async (tx) => {
    await lockQueue(tx);
    const [session] = await tx.select().from(s).where(eq(s.conversationId, payload.conversationId)).for('update');
    if (!session || session.status !== 'ASSIGNED' || session.staffId !== payload.staffId) return;
    if (session.assignedAt?.getTime() !== payload.assignedAt || session.firstReplyAt) return;
    await requeue(ctx, tx, news, session);
    await assignWaiting(ctx, tx, news);
  });
  await announce(ctx, news);
});

export const chatJobs = [replyTimeoutJob, unreadMailJob, translateJob];
