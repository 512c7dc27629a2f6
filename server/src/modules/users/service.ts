import { asc, eq, or } from 'drizzle-orm';
import type { UserInfo } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import type { CompanyRow, UserRow } from '../../db/rows';
import { companies, users } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import { effectiveMembership } from '../../lib/membership';
import type { AppContext } from '../../plugins/app/context';

/** The customer-service staff: every account of a CUSTOMER company. */
const customerServiceQuery = (tx: Tx) =>
  acrossCompanies(tx, 'every signed-in user is shown the customer-service accounts')
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(companies.role, 'CUSTOMER'))
    .orderBy(asc(users.createdAt));

/** Built once per database: every user-info answer carries the list (a transaction reads it through itself). */
const preparedCustomerService = perDatabase((db) => customerServiceQuery(db).prepare('customer_service'));

export async function customerService(ctx: AppContext, tx: Tx = ctx.db): Promise<{ id: string; nickname: string }[]> {
  return tx === ctx.db ? preparedCustomerService(ctx.db).execute() : customerServiceQuery(tx);
}

export function companyDisplayName(company: CompanyRow, lang: Lang): string {
  return lang === 'en-US' && company.nameEn ? company.nameEn : company.name;
}

export async function presentUser(
  ctx: AppContext,
  lang: Lang,
  user: UserRow,
  company: CompanyRow,
  sessionExpires: Date,
  tx: Tx = ctx.db,
): Promise<UserInfo> {
  const membership = effectiveMembership(company, ctx.clock.now());
  return {
    userId: user.id,
    role: company.role,
    refined: company.info !== null,
    companyApprovalStatus: company.approvalStatus,
    memberLevel: membership.level,
    type: user.type,
    expires: sessionExpires.getTime(),
    customers: await customerService(ctx, tx),
    nickname: user.nickname,
    email: user.email,
    phone: user.phone,
    companyId: company.id,
    companyName: companyDisplayName(company, lang),
    memberExpires: membership.expires?.getTime() ?? null,
  };
}

export async function loadUser(ctx: AppContext, userId: string, tx: Tx = ctx.db) {
  const [row] = await acrossCompanies(tx, 'sign-in: the account the credentials named, with its company')
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** An email is matched case-insensitively (stored lower-cased), a phone exactly. */
export async function findUserByAccount(ctx: AppContext, account: string, tx: Tx = ctx.db) {
  const normalized = account.trim().toLowerCase();
  const [row] = await acrossCompanies(tx, 'sign-in: the account of any company with this email or phone')
    .select()
    .from(users)
    .where(or(eq(users.email, normalized), eq(users.phone, normalized)))
    .limit(1);
  return row;
}
