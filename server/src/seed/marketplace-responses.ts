import { asc, count, eq } from 'drizzle-orm';
import type { Criterion, DemandBody, ResponseView } from '@b2b/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Caller, DemandRow } from '../db/rows';
import { companies, demandResponses, demands, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { collect } from '../modules/collections/service';
import { editDemand } from '../modules/demands/edit';
import { createManpower } from '../modules/manpower/service';
import { awardResponse } from '../modules/responses/award';
import { decideResponse, scoreResponse } from '../modules/responses/marks';
import { respond } from '../modules/responses/respond';
import { seedContext, type SeedContext } from './callers';
import { AWARDABLE_DEMAND_TITLES } from './marketplace-demands';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const PEOPLE = [
  ['张伟', '技术总监', ['Java', '微服务', '架构设计'], 'EXPERT', 3000, 'PARTIAL'],
  ['李娜', '前端工程师', ['React', 'TypeScript', '微信小程序'], 'SENIOR', 1800, 'AVAILABLE'],
  ['王强', '后端工程师', ['Go', 'PostgreSQL', 'Redis'], 'SENIOR', 1900, 'BUSY'],
  ['陈静', 'UI 设计师', ['Figma', '交互设计'], 'MIDDLE', 1200, 'AVAILABLE'],
  ['Michael Liu', 'Project manager', ['Scrum', 'PMP', 'Stakeholder management'], 'EXPERT', 2600, 'AVAILABLE'],
  ['Emily Zhou', 'QA engineer', ['Test automation', 'Playwright'], 'MIDDLE', 1100, 'PARTIAL'],
  ['赵磊', '运维工程师', ['Kubernetes', 'AWS', '监控告警'], 'JUNIOR', 800, 'AVAILABLE'],
] as const;

/** The second demo supplier (sup2@demo.test) and an approved supplier of the seed's own compete with sup@demo.test. */
const SECOND_SUPPLIER_EMAIL = 'sup2@demo.test';
const RIVAL = { name: '北风数字工作室', nameEn: 'Northwind Digital Studio', email: 'northwind@demo.test', nickname: '北风' };

const PROPOSALS = [
  '我们团队承接过二十余个同类项目，拟采用敏捷迭代方式，每两周交付一次可验收版本，并提供上线后三个月的免费维护。',
  'We have delivered similar projects for retail and manufacturing clients. Our plan: one week of discovery, then two-week sprints with a demo at the end of each.',
  '本公司具备完整的设计、开发与测试团队，报价包含需求梳理、原型设计、开发实施与培训，工期可根据贵司节奏调整。',
];

/** The seed chooses the marks; the API's own scoring computes the totals (responses/marks.ts). */
const scoresFor = (criteria: Criterion[], base: number) =>
  Object.fromEntries(criteria.map((c, i) => [c.key, Math.max(0, Math.min(10, base - i))]));

/** The rival supplier, approved and paying, with one account (the demo password) to act through. */
async function rival(db: Db, s: SeedContext, now: Date): Promise<Caller | null> {
  const [sup] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'sup@demo.test'));
  if (!sup) return null;
  const [company] = await db
    .insert(companies)
    .values({
      name: RIVAL.name,
      nameEn: RIVAL.nameEn,
      role: 'SUP',
      approvalStatus: 'APPROVED',
      memberLevel: 'VIP',
      memberExpires: new Date(now.getTime() + 365 * DAY),
      approvedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!company) return null;
  await db.insert(users).values({
    companyId: company.id,
    type: 'MAIN',
    nickname: RIVAL.nickname,
    email: RIVAL.email,
    passwordHash: sup.passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  return s.caller(RIVAL.email);
}

/** The demand as its edit form would send it back, with `changes`. */
const bodyOf = (demand: DemandRow, changes: Partial<DemandBody> & { amendNote: string }) => ({
  title: demand.title,
  categoryId: demand.categoryId,
  description: demand.description,
  budgetMin: demand.budgetMin,
  budgetMax: demand.budgetMax,
  currency: demand.currency,
  deadline: demand.deadline.getTime(),
  provinceCode: demand.provinceCode,
  ...(demand.cityCode ? { cityCode: demand.cityCode } : {}),
  attachmentIds: demand.attachmentIds,
  contactVisibility: demand.contactVisibility,
  lang: demand.lang,
  sealed: demand.sealed,
  blind: demand.blind,
  criteria: demand.criteria,
  ...changes,
});

/**
 * Demo responses (docs/marketplace.md) made through the API's own services, each at the moment it
 * happens in the demo's history: manpower of sup@demo.test's company, responses of the demo
 * suppliers to the seeded published and closed demands (one of them then amended, so a response is
 * outdated), scores, decisions, one award with declined responses, and saved demands. Only when
 * demands exist and no response does.
 */
export async function seedResponses(db: Db, clock: Clock, config: Config): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(demandResponses);
  if (n > 0) return;
  const now = clock.now();
  const s = seedContext(db, config, now);
  const { ctx } = s;
  const published = await db.select().from(demands).where(eq(demands.status, 'PUBLISHED')).orderBy(asc(demands.deadline));
  if (published.length === 0) return;
  const sail = await s.caller('sup@demo.test');
  if (!sail) return;
  const second = await s.caller(SECOND_SUPPLIER_EMAIL);
  const northwind = await rival(db, s, now);
  const suppliers = [sail, ...(second ? [second] : []), ...(northwind ? [northwind] : [])];
  const view = (caller: Caller) => ({ caller, lang: 'zh-CN' as const, now: ctx.clock.now() });

  const staff = [];
  for (const [i, [name, title, skills, level, dayRate, availability]] of PEOPLE.entries()) {
    const availableFrom = availability === 'AVAILABLE' ? undefined : now.getTime() + (i + 1) * 7 * DAY;
    const body = { name, title, skills: [...skills], level, dayRate, availability, ...(availableFrom ? { availableFrom } : {}) };
    staff.push(await s.at(now.getTime() - (i + 1) * HOUR, () => createManpower(ctx, sail, body)));
  }

  const submit = (demand: DemandRow, supplier: Caller, i: number, manpowerIds: string[]) => {
    const start = (demand.publishedAt ?? demand.createdAt).getTime();
    // Never after now: a response the user sends today must come first in "My responses", newest first.
    const submittedAt = Math.min(
      start + (i + 1) * 5 * HOUR,
      demand.deadline.getTime() - (3 - i) * HOUR,
      now.getTime() - (4 - i) * 15 * MINUTE,
    );
    const price = Math.round((demand.budgetMin + ((demand.budgetMax - demand.budgetMin) * (i + 1)) / 4) / 100) * 100;
    const body = { price, timelineDays: 30 + i * 15, proposal: PROPOSALS[i % PROPOSALS.length], attachmentIds: [], manpowerIds };
    return s.at(submittedAt, () => respond(ctx, view(supplier), demand.id, body));
  };

  const open = published.filter((d) => d.deadline > now);
  const closed = published.filter((d) => d.deadline <= now);
  for (const [index, demand] of open.slice(0, 4).entries()) {
    const responders = index === 0 ? suppliers : [sail];
    for (const [i, supplier] of responders.entries()) await submit(demand, supplier, i, i === 0 ? staff.map((p) => p.id).slice(0, 2) : []);
  }
  // Party A amends one of them afterwards: sup@demo.test's response to it is outdated, with a TODO to reconfirm.
  const amended = open.slice(0, 4).find((d) => d.revision === 1);
  const owner =
    amended &&
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, amended.createdBy ?? ''))
    )[0];
  const partyA = owner?.email ? await s.caller(owner.email) : null;
  if (amended && partyA) {
    const amendNote = '补充：交付物需包含部署文档与培训';
    await s.at(now.getTime() - HOUR, () => editDemand(ctx, view(partyA), amended.id, bodyOf(amended, { amendNote })));
  }

  const awardTarget = closed.find((d) => !(AWARDABLE_DEMAND_TITLES as readonly string[]).includes(d.title)) ?? closed[0];
  for (const demand of closed) {
    const rows: ResponseView[] = [];
    for (const [i, supplier] of suppliers.entries()) rows.push(await submit(demand, supplier, i, i === 0 ? [staff[0].id] : []));
    const evaluators = await db.select({ email: users.email }).from(users).where(eq(users.companyId, demand.companyId));
    const team = (await Promise.all(evaluators.slice(0, 2).map((u) => (u.email ? s.caller(u.email) : null)))).filter((c) => c !== null);
    const after = demand.deadline.getTime();
    for (const [i, row] of rows.entries()) {
      for (const [j, evaluator] of team.entries()) {
        const base = 8 - i * 2 - j * (i === 1 ? 3 : 0);
        const body = { scores: scoresFor(demand.criteria, base), ...(base >= 7 ? { comment: '方案完整，团队经验丰富' } : {}) };
        await s.at(after + HOUR, () => scoreResponse(ctx, view(evaluator), row.id, body));
      }
    }
    if (!team[0]) continue;
    await s.at(after + 3 * HOUR, () => decideResponse(ctx, view(team[0]), rows[0].id, { decision: 'SHORTLISTED' }));
    await s.at(after + 3 * HOUR, () => decideResponse(ctx, view(team[0]), rows[rows.length - 1].id, { decision: 'REJECTED' }));
    if (demand.id === awardTarget.id)
      await s.at(after + 6 * HOUR, () => awardResponse(ctx, view(team[0]), demand.id, { responseId: rows[0].id }));
  }
  const saved = [...open.slice(0, 3), ...closed.slice(0, 1)];
  for (const [i, demand] of saved.entries())
    await s.at(now.getTime() - (saved.length - i) * HOUR, () => collect(ctx, view(sail), demand.id));
}
