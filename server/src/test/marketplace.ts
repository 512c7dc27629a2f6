import { eq } from 'drizzle-orm';
import { API, FILES_API, type Criterion, type SessionResult } from '@b2b/shared/contract';
import type { DemandRow } from '../db/rows';
import { companies, demandRevisions, demands, users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { assertOk, call, callMultipart, PASSWORD, registerCompany, type TestApp } from './helpers';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface DemandOptions {
  deadline?: number;
  sealed?: boolean;
  blind?: boolean;
  criteria?: Criterion[];
  title?: string;
  currency?: 'CNY' | 'USD';
}

export const CRITERIA: Criterion[] = [
  { key: 'price', name: '报价', weight: 60 },
  { key: 'quality', name: '方案质量', weight: 40 },
];

/** A PUBLISHED demand of `companyId` (revision 1, as staff's approval leaves it), written straight into the tables. */
export async function publishedDemand(t: TestApp, companyId: string, options: DemandOptions = {}): Promise<DemandRow> {
  const now = t.clock.now();
  const deadline = new Date(options.deadline ?? now.getTime() + 7 * DAY);
  const title = options.title ?? '企业官网改版与微信小程序开发';
  const description = '我们需要重新设计企业官网，并开发配套的微信小程序，支持产品展示、在线咨询和会员积分。';
  const common = { title, description, budgetMin: 50_000, budgetMax: 80_000, currency: options.currency ?? 'CNY', deadline };
  const [demand] = await t.app.ctx.db
    .insert(demands)
    .values({
      ...common,
      companyId,
      categoryId: 'software',
      provinceCode: '31',
      cityCode: '3101',
      contactVisibility: 'RESPONDERS',
      lang: 'zh-CN',
      sealed: options.sealed ?? false,
      blind: options.blind ?? false,
      criteria: options.criteria ?? CRITERIA,
      status: 'PUBLISHED',
      revision: 1,
      searchText: `${title}\n${description}`.toLowerCase(),
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await t.app.ctx.db.insert(demandRevisions).values({ ...common, demandId: demand.id, companyId, revision: 1, createdAt: now });
  return demand;
}

/** An amendment as the demands module makes it: the next revision. */
export async function amendDemand(t: TestApp, demand: DemandRow): Promise<void> {
  const [row] = await t.app.ctx.db.select().from(demands).where(eq(demands.id, demand.id));
  const revision = row.revision + 1;
  await t.app.ctx.db.update(demands).set({ revision }).where(eq(demands.id, demand.id));
  const { title, description, budgetMin, budgetMax, currency, deadline, companyId } = row;
  const values = { title, description, budgetMin, budgetMax, currency, deadline, companyId };
  await t.app.ctx.db.insert(demandRevisions).values({ ...values, demandId: demand.id, revision, note: '改了', createdAt: t.clock.now() });
}

export async function companyOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.app.ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, email));
  return user.companyId;
}

export async function tokenOf(t: TestApp, account: string, password = DEMO_PASSWORD): Promise<string> {
  const body = { method: 'password', account, password, remember: true };
  return assertOk<SessionResult>(await call(t.app, 'POST', API.login, { body })).token;
}

/** A new company, approved and paying unless told otherwise; its MAIN account signed in. */
export async function newCompany(t: TestApp, role: 'DEV' | 'SUP', { paying = true, approved = true } = {}) {
  const session = await registerCompany(t.app, role);
  const companyId = session.user.companyId!;
  await t.app.ctx.db
    .update(companies)
    .set({
      approvalStatus: approved ? 'APPROVED' : 'INFO_SUBMIT',
      approvedAt: approved ? t.clock.now() : null,
      memberLevel: paying ? 'VIP' : 'ORDINARY',
      memberExpires: paying ? new Date(t.clock.now().getTime() + 365 * DAY) : null,
    })
    .where(eq(companies.id, companyId));
  return { token: await tokenOf(t, session.email, PASSWORD), companyId, email: session.email };
}

/** A confirmed PDF of the caller's company. */
export async function uploadPdf(t: TestApp, token: string, fileName = 'proposal.pdf'): Promise<string> {
  const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]);
  return assertOk(await callMultipart(t.app, FILES_API.uploadFile, { token, fileName, content })).id as string;
}

export const responseBody = (overrides: Record<string, unknown> = {}) => ({
  price: 60_000,
  timelineDays: 30,
  proposal: '我们有十年的官网与小程序开发经验，团队十二人，可在三十天内交付全部功能。',
  attachmentIds: [],
  manpowerIds: [],
  ...overrides,
});
