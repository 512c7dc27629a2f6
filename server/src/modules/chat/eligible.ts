import { and, eq } from 'drizzle-orm';
import { canAccess, findRoute } from '@b2b/shared/access';
import type { Tx } from '../../db/client';
import type { CompanyRow, UserRow } from '../../db/rows';
import { companies, users } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { effectiveMembership } from '../../lib/membership';
import { CHAT_PAGES } from './access';

/** Whether an account may open the page `path` of the route table now, as the client's guard decides it. */
export function mayOpen(path: string, user: Pick<UserRow, 'type'>, company: CompanyRow, now: Date): boolean {
  return canAccess(findRoute(path)!, {
    role: company.role,
    companyApprovalStatus: company.approvalStatus,
    memberLevel: effectiveMembership(company, now).level,
    type: user.type,
  }).ok;
}

/** Whether an account may chat now: the rule of the `chat` page (DEV or SUP, pay member), as for its routes. */
export const mayChat = (user: Pick<UserRow, 'type'>, company: CompanyRow, now: Date): boolean => mayOpen('chat', user, company, now);

/** Whether an account may open the socket now: the rule of the page its role chats on (`CHAT_PAGES`), as for its ticket. */
export function mayOpenSocket(user: Pick<UserRow, 'type'>, company: CompanyRow, now: Date): boolean {
  const page = (CHAT_PAGES as Partial<Record<string, string>>)[company.role];
  return !!page && mayOpen(page, user, company, now);
}

/**
 * An account someone may befriend or add: it exists and may chat. `by` names it by its id or by its
 * company (that company's main account). Anything else is undefined, answered as 404 by the caller.
 */
export async function chatPartner(db: Tx, by: { userId: string } | { companyId: string }, now: Date): Promise<UserRow | undefined> {
  const [row] = await acrossCompanies(db, 'a friend request names an account of another company')
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where('userId' in by ? eq(users.id, by.userId) : and(eq(users.companyId, by.companyId), eq(users.type, 'MAIN')))
    .limit(1);
  return row && mayChat(row.user, row.company, now) ? row.user : undefined;
}
