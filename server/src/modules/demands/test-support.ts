import { eq } from 'drizzle-orm';
import { API, DEMANDS_API, apiPath, type Demand, type SessionResult } from '@b2b/shared/contract';
import { companies, demandResponses } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { assertOk, call, PASSWORD, registerCompany, validInfo, type TestApp } from '../../test/helpers';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const path = (template: string, id: string) => apiPath(template, { id });

export function demandBody(t: TestApp, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: '企业官网改版与微信小程序开发',
    categoryId: 'software',
    description: '我们需要重新设计企业官网，并开发配套的微信小程序，支持产品展示、在线咨询和会员积分。',
    budgetMin: 50_000,
    budgetMax: 80_000,
    currency: 'CNY',
    deadline: t.clock.now().getTime() + 7 * DAY,
    provinceCode: '31',
    cityCode: '3101',
    attachmentIds: [],
    contactVisibility: 'RESPONDERS',
    lang: 'zh-CN',
    sealed: false,
    blind: false,
    criteria: [
      { key: 'price', name: '报价', weight: 60 },
      { key: 'quality', name: '方案质量', weight: 40 },
    ],
    ...overrides,
  };
}

export interface Tokens {
  dev: string;
  devproj: string;
  sup: string;
  supreq: string;
  newsup: string;
  ordinary: string;
  service: string;
}

export async function demoTokens(t: TestApp): Promise<Tokens> {
  const login = async (account: string) => {
    const body = { method: 'password', account, password: DEMO_PASSWORD, remember: true };
    return assertOk<SessionResult>(await call(t.app, 'POST', API.login, { body })).token;
  };
  return {
    dev: await login('dev@demo.test'),
    devproj: await login('devproj@demo.test'),
    sup: await login('sup@demo.test'),
    supreq: await login('supreq@demo.test'),
    newsup: await login('newsup@demo.test'),
    ordinary: await login('ordinary@demo.test'),
    service: await login('service@demo.test'),
  };
}

/** A new company that is approved, paying, and has its information (contact) filled in. */
export async function payingCompany(t: TestApp, role: 'DEV' | 'SUP') {
  const session = await registerCompany(t.app, role);
  const companyId = session.user.companyId!;
  await t.app.ctx.db
    .update(companies)
    .set({
      approvalStatus: 'APPROVED',
      memberLevel: 'VIP',
      memberExpires: new Date(t.clock.now().getTime() + 365 * DAY),
      info: validInfo(`公司 ${session.email}`, { contactName: '赵六', contactPhone: '010-88886666' }) as never,
    })
    .where(eq(companies.id, companyId));
  const body = { method: 'password', account: session.email, password: PASSWORD, remember: true };
  const { token } = assertOk<SessionResult>(await call(t.app, 'POST', API.login, { body }));
  return { token, companyId };
}

export async function create(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<Demand> {
  return assertOk(await call(t.app, 'POST', DEMANDS_API.create, { token, body: demandBody(t, overrides) }));
}

/** Created, submitted and approved by staff. */
export async function publish(t: TestApp, tokens: Pick<Tokens, 'service'>, token: string, overrides: Record<string, unknown> = {}) {
  const demand = await create(t, token, { ...overrides, submit: true });
  const body = { decision: 'APPROVE' };
  return assertOk<Demand>(await call(t.app, 'PUT', path(DEMANDS_API.verify, demand.id), { token: tokens.service, body }));
}

/** A supplier's response row, as the responses module would write it. */
export async function respond(t: TestApp, demandId: string, companyId: string, status: 'ACTIVE' | 'WITHDRAWN' = 'ACTIVE') {
  const now = t.clock.now();
  const [row] = await t.app.ctx.db
    .insert(demandResponses)
    .values({
      demandId,
      companyId,
      price: 60_000,
      timelineDays: 30,
      proposal: '方案',
      revision: 1,
      status,
      submittedAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

export async function companyOf(t: TestApp, token: string): Promise<string> {
  return assertOk(await call(t.app, 'GET', '/api/userInfo', { token })).companyId as string;
}
