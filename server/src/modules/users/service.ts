import { asc, eq, or } from 'drizzle-orm';
import type { UserInfo } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { companies, users } from '../../db/schema';
import type { Lang } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import type { CompanyRow, UserRow } from '../auth/sessions';
import { effectiveMembership } from './membership';

/** The customer-service staff: every account of a CUSTOMER company. */
export async function customerService(ctx: AppContext, tx: Tx = ctx.db): Promise<{ id: string; nickname: string }[]> {
  return tx
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(companies.role, 'CUSTOMER'))
    .orderBy(asc(users.createdAt));
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
  const [row] = await tx
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
  const [row] = await tx
    .select()
    .from(users)
    .where(or(eq(users.email, normalized), eq(users.phone, normalized)))
    .limit(1);
  return row;
}

/** The user whose email (channel mail) or phone (channel sms) is `target`, already normalized. */
export async function findUserIdByTarget(ctx: AppContext, channel: 'mail' | 'sms', target: string, tx: Tx = ctx.db) {
  const column = channel === 'mail' ? users.email : users.phone;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(column, target)).limit(1);
  return row?.id;
}

export async function targetInUse(ctx: AppContext, channel: 'mail' | 'sms', target: string, tx: Tx = ctx.db) {
  return (await findUserIdByTarget(ctx, channel, target, tx)) !== undefined;
}
