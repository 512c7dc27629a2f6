import { asc, eq } from 'drizzle-orm';
import type { ServiceSession } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { chatServiceSessions as s } from '../../../db/schema';
import { unreadByConversation } from '../messages/unread';
import { chatUsers, unknownUser } from '../people';
import type { ServiceRow } from './queue';

/** Place in the queue (from 1) of each waiting conversation among `rows`. */
async function positions(db: Tx, rows: readonly ServiceRow[]): Promise<Map<string, number>> {
  if (!rows.some((row) => row.status === 'WAITING')) return new Map();
  const queue = await db
    .select({ id: s.conversationId })
    .from(s)
    .where(eq(s.status, 'WAITING'))
    .orderBy(asc(s.queuedAt), asc(s.conversationId));
  return new Map(queue.map((row, i) => [row.id, i + 1]));
}

/** Sessions as the contract shows them; `viewerId` (a member of them) gets its unread count in each. */
export async function presentSessions(db: Tx, rows: readonly ServiceRow[], viewerId?: string): Promise<ServiceSession[]> {
  const people = await chatUsers(
    db,
    rows.flatMap((row) => (row.staffId ? [row.customerId, row.staffId] : [row.customerId])),
  );
  const places = await positions(db, rows);
  const unread = viewerId
    ? await unreadByConversation(
        db,
        viewerId,
        rows.map((row) => row.conversationId),
      )
    : new Map<string, number>();
  return rows.map((row) => ({
    conversationId: row.conversationId,
    customer: people.get(row.customerId) ?? unknownUser(row.customerId),
    staffId: row.staffId,
    staff: row.staffId ? (people.get(row.staffId) ?? unknownUser(row.staffId)) : null,
    status: row.status,
    position: row.status === 'WAITING' ? (places.get(row.conversationId) ?? null) : null,
    unread: unread.get(row.conversationId) ?? 0,
    queuedAt: row.queuedAt.getTime(),
    assignedAt: row.assignedAt?.getTime() ?? null,
    firstReplyAt: row.firstReplyAt?.getTime() ?? null,
    endedAt: row.endedAt?.getTime() ?? null,
  }));
}
