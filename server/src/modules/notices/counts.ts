import { count, eq } from 'drizzle-orm';
import type { NoticeCounts } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { notices } from '../../db/schema';
import { userScope } from '../../db/scoped';

/** The account's unread notices, all and by type: the message center's tabs and the home page's TODO figure. */
export async function unreadNoticeCounts(db: Tx, userId: string): Promise<NoticeCounts> {
  const rows = await userScope(db, userId)
    .pick(notices, { type: notices.type, count: count() })
    .where(eq(notices.read, false))
    .groupBy(notices.type);
  const byType = Object.fromEntries(rows.map((row) => [row.type, row.count]));
  const SYSTEM = byType.SYSTEM ?? 0;
  const TODO = byType.TODO ?? 0;
  return { ALL: SYSTEM + TODO, SYSTEM, TODO };
}
