import { asc, eq, inArray } from 'drizzle-orm';
import type { ServiceChange } from '@b2b/shared/contract';
import { chatServiceSessions as s } from '../../../db/schema';
import type { AppContext } from '../../../plugins/app/context';
import { fanOut } from '../fanout';
import { presentSessions } from './present';
import { staffLoads } from './queue';

/** What one transaction changed in the queue, by conversation (the last change wins); told once it has committed. */
export class ServiceNews {
  readonly changes = new Map<string, ServiceChange>();

  add(conversationId: string, change: ServiceChange): void {
    this.changes.set(conversationId, change);
  }
}

/**
 * Tells of the changes with `service` frames: every staff member hears of each (their queue and their
 * conversations follow without polling), its customer too, with the customer's own unread count. When a
 * conversation left the queue, the customers still waiting hear their new place (`WAITING`). The change
 * has committed: a frame that cannot go out is logged, and clients refetch when their socket is ready again.
 */
export async function announce(ctx: AppContext, news: ServiceNews): Promise<void> {
  if (news.changes.size === 0) return;
  try {
    await tell(ctx, news);
  } catch (err) {
    ctx.log.error({ err }, 'customer-service frames not sent');
  }
}

async function tell(ctx: AppContext, news: ServiceNews): Promise<void> {
  const ids = [...news.changes.keys()];
  const rows = await ctx.db.select().from(s).where(inArray(s.conversationId, ids));
  const staffIds = (await staffLoads(ctx.db)).map((member) => member.id);
  for (const session of await presentSessions(ctx.db, rows)) {
    const change = news.changes.get(session.conversationId)!;
    await fanOut(ctx, staffIds, { type: 'service', change, session });
    const [own] = await presentSessions(ctx.db, [rows.find((row) => row.conversationId === session.conversationId)!], session.customer.id);
    await fanOut(ctx, [own.customer.id], { type: 'service', change, session: own });
  }
  const leftQueue = [...news.changes.values()].some((change) => change === 'ASSIGNED' || change === 'ENDED');
  if (!leftQueue) return;
  const waiting = await ctx.db.select().from(s).where(eq(s.status, 'WAITING')).orderBy(asc(s.queuedAt), asc(s.conversationId));
  for (const row of waiting.filter((one) => !news.changes.has(one.conversationId))) {
    const [own] = await presentSessions(ctx.db, [row], row.customerId);
    await fanOut(ctx, [row.customerId], { type: 'service', change: 'WAITING', session: own });
  }
}
