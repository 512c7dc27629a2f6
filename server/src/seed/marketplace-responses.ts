import { asc, count, eq, inArray } from 'drizzle-orm';
import { weightedTotal, type Criterion } from '@b2b/shared/contract';
import type { Db, Tx } from '../db/client';
import type { DemandRow, ResponseRow } from '../db/rows';
import {
  collections,
  companies,
  demandEvents,
  demandResponses,
  demands,
  manpower,
  markHistory,
  responseEvaluations,
  users,
} from '../db/schema';
import type { Clock } from '../lib/clock';
import { AWARDABLE_DEMAND_TITLES } from './marketplace-demands';

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

/** The second demo supplier (sup2@demo.test) and an approved supplier without logins compete with sup@demo.test. */
const SECOND_SUPPLIER = '蓝鲸信息技术';
const RIVALS = [{ name: '北风数字工作室', nameEn: 'Northwind Digital Studio' }];

const PROPOSALS = [
  '我们团队承接过二十余个同类项目，拟采用敏捷迭代方式，每两周交付一次可验收版本，并提供上线后三个月的免费维护。',
  'We have delivered similar projects for retail and manufacturing clients. Our plan: one week of discovery, then two-week sprints with a demo at the end of each.',
  '本公司具备完整的设计、开发与测试团队，报价包含需求梳理、原型设计、开发实施与培训，工期可根据贵司节奏调整。',
];

const scoresFor = (criteria: Criterion[], base: number) =>
  Object.fromEntries(criteria.map((c, i) => [c.key, Math.max(0, Math.min(10, base - i))]));

async function suppliers(tx: Tx, now: Date) {
  const [sail] = await tx.select().from(companies).where(eq(companies.name, '云帆软件'));
  const [supUser] = await tx.select().from(users).where(eq(users.email, 'sup@demo.test'));
  if (!sail || !supUser) return null;
  const [second] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, SECOND_SUPPLIER));
  const yearLater = new Date(now.getTime() + 365 * DAY);
  const rivals = await tx
    .insert(companies)
    .values(
      RIVALS.map((r) => ({
        ...r,
        role: 'SUP' as const,
        approvalStatus: 'APPROVED' as const,
        memberLevel: 'VIP' as const,
        memberExpires: yearLater,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning();
  return { sail: sail.id, supUser: supUser.id, all: [sail.id, ...(second ? [second.id] : []), ...rivals.map((r) => r.id)] };
}

/**
 * Demo responses (docs/marketplace.md): manpower of sup@demo.test's company, responses of the demo
 * suppliers to the seeded published and closed demands, scores, decisions and their mark history,
 * one award with a declined response, and saved demands. Only when demands exist and no response does.
 */
export async function seedResponses(db: Db, clock: Clock): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(demandResponses);
  if (n > 0) return;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const published = await tx.select().from(demands).where(eq(demands.status, 'PUBLISHED')).orderBy(asc(demands.deadline));
    if (published.length === 0) return;
    const who = await suppliers(tx, now);
    if (!who) return;
    const staff = await tx
      .insert(manpower)
      .values(
        PEOPLE.map(([name, title, skills, level, dayRate, availability], i) => ({
          companyId: who.sail,
          name,
          title,
          skills: [...skills],
          level,
          dayRate,
          availability,
          availableFrom: availability === 'AVAILABLE' ? null : new Date(now.getTime() + (i + 1) * 7 * DAY),
          bio: null,
          createdAt: new Date(now.getTime() - (i + 1) * HOUR),
          updatedAt: new Date(now.getTime() - (i + 1) * HOUR),
        })),
      )
      .returning({ id: manpower.id });
    const evaluators = await tx
      .select()
      .from(users)
      .where(inArray(users.companyId, [...new Set(published.map((d) => d.companyId))]));
    const open = published.filter((d) => d.deadline > now);
    const closed = published.filter((d) => d.deadline <= now);
    for (const [index, demand] of open.slice(0, 4).entries()) {
      const responders = index === 0 ? who.all : [who.sail];
      for (const [i, companyId] of responders.entries()) {
        await respond(
          tx,
          demand,
          companyId,
          i,
          staff.map((s) => s.id).slice(i * 2, i * 2 + 2),
          i === 0 ? Math.max(1, demand.revision - 1) : demand.revision,
        );
      }
    }
    const awardTarget = closed.find((d) => !(AWARDABLE_DEMAND_TITLES as readonly string[]).includes(d.title)) ?? closed[0];
    for (const demand of closed) {
      const rows: ResponseRow[] = [];
      for (const [i, companyId] of who.all.entries())
        rows.push(await respond(tx, demand, companyId, i, i === 0 ? [staff[0].id] : [], demand.revision));
      const team = evaluators.filter((u) => u.companyId === demand.companyId).slice(0, 2);
      for (const [i, row] of rows.entries()) {
        for (const [j, evaluator] of team.entries())
          await evaluate(tx, demand, row.id, evaluator.id, 8 - i * 2 - j * (i === 1 ? 3 : 0), demand.deadline);
      }
      const decide = async (row: (typeof rows)[number], decision: 'SHORTLISTED' | 'REJECTED') => {
        const createdAt = new Date(demand.deadline.getTime() + 3 * HOUR);
        await tx.update(demandResponses).set({ decision }).where(eq(demandResponses.id, row.id));
        await tx.insert(markHistory).values({
          responseId: row.id,
          demandId: demand.id,
          companyId: demand.companyId,
          userId: team[0]?.id,
          kind: 'DECISION',
          to: decision,
          createdAt,
        });
        await tx.insert(demandEvents).values({
          demandId: demand.id,
          companyId: demand.companyId,
          userId: team[0]?.id,
          action: 'DECIDED',
          detail: decision,
          createdAt,
        });
      };
      await decide(rows[0], 'SHORTLISTED');
      await decide(rows[rows.length - 1], 'REJECTED');
      if (demand.id === awardTarget.id) await award(tx, demand, rows, team[0]?.id ?? null);
    }
    const saved = [...open.slice(0, 3), ...closed.slice(0, 1)];
    await tx
      .insert(collections)
      .values(saved.map((d, i) => ({ userId: who.supUser, demandId: d.id, createdAt: new Date(now.getTime() - i * HOUR) })));
  });
}

async function respond(tx: Tx, demand: DemandRow, companyId: string, i: number, manpowerIds: string[], revision: number) {
  const start = (demand.publishedAt ?? demand.createdAt).getTime();
  const submittedAt = new Date(Math.min(start + (i + 1) * 5 * HOUR, demand.deadline.getTime() - (3 - i) * HOUR));
  const price = Math.round((demand.budgetMin + ((demand.budgetMax - demand.budgetMin) * (i + 1)) / 4) / 100) * 100;
  const [row] = await tx
    .insert(demandResponses)
    .values({
      demandId: demand.id,
      companyId,
      price,
      timelineDays: 30 + i * 15,
      proposal: PROPOSALS[i % PROPOSALS.length],
      manpowerIds,
      revision,
      status: 'ACTIVE',
      submittedAt,
      updatedAt: submittedAt,
    })
    .returning();
  await tx.insert(demandEvents).values({ demandId: demand.id, companyId, action: 'RESPONDED', createdAt: submittedAt });
  return row;
}

async function evaluate(tx: Tx, demand: DemandRow, responseId: string, evaluatorId: string, base: number, after: Date) {
  const scores = scoresFor(demand.criteria, base);
  const total = weightedTotal(demand.criteria, scores);
  const updatedAt = new Date(after.getTime() + HOUR);
  const actor = { demandId: demand.id, companyId: demand.companyId };
  await tx
    .insert(responseEvaluations)
    .values({ ...actor, responseId, evaluatorId, scores, total, comment: base >= 7 ? '方案完整，团队经验丰富' : null, updatedAt });
  await tx
    .insert(markHistory)
    .values({ ...actor, responseId, userId: evaluatorId, kind: 'SCORE', to: String(total), createdAt: updatedAt });
  await tx.insert(demandEvents).values({ ...actor, userId: evaluatorId, action: 'SCORED', createdAt: updatedAt });
}

async function award(tx: Tx, demand: DemandRow, rows: { id: string }[], userId: string | null) {
  const [winner, ...declined] = rows;
  const createdAt = new Date(demand.deadline.getTime() + 6 * HOUR);
  const actor = { demandId: demand.id, companyId: demand.companyId, userId, createdAt };
  await tx.update(demandResponses).set({ status: 'AWARDED', updatedAt: createdAt }).where(eq(demandResponses.id, winner.id));
  await tx.insert(markHistory).values({ ...actor, responseId: winner.id, kind: 'AWARD', from: 'ACTIVE', to: 'AWARDED' });
  for (const row of declined) {
    await tx.update(demandResponses).set({ status: 'DECLINED', updatedAt: createdAt }).where(eq(demandResponses.id, row.id));
    await tx.insert(markHistory).values({ ...actor, responseId: row.id, kind: 'DECLINE', from: 'ACTIVE', to: 'DECLINED' });
  }
  await tx
    .update(demands)
    .set({ status: 'AWARDED', awardedResponseId: winner.id, revealed: true, updatedAt: createdAt })
    .where(eq(demands.id, demand.id));
  await tx.insert(demandEvents).values({ ...actor, action: 'AWARDED', fromStatus: 'CLOSED', toStatus: 'AWARDED' });
}
