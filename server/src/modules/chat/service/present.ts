import type { ServiceSession } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import { chatUsers, unknownUser } from '../people';
import type { ServiceRow } from './queue';

export async function presentSessions(db: Tx, rows: readonly ServiceRow[]): Promise<ServiceSession[]> {
  const people = await chatUsers(
    db,
    rows.map((row) => row.customerId),
  );
  return rows.map((row) => ({
    conversationId: row.conversationId,
    customer: people.get(row.customerId) ?? unknownUser(row.customerId),
    staffId: row.staffId,
    status: row.status,
    queuedAt: row.queuedAt.getTime(),
    assignedAt: row.assignedAt?.getTime() ?? null,
    firstReplyAt: row.firstReplyAt?.getTime() ?? null,
    endedAt: row.endedAt?.getTime() ?? null,
  }));
}
