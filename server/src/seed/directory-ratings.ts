import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Caller } from '../db/rows';
import { companies, companyRatingSummaries, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createDemand } from '../modules/demands/create';
import { verifyDemand } from '../modules/demands/verify';
import { acceptMilestone } from '../modules/projects/api/accept-milestone';
import { initProject } from '../modules/projects/api/init-project';
import { reportProgress } from '../modules/projects/api/report-progress';
import { rateProject } from '../modules/projects/api/rate-project';
import { savePlan } from '../modules/projects/api/save-plan';
import { startProject } from '../modules/projects/api/start-project';
import { submitMilestone } from '../modules/projects/api/submit-milestone';
import { awardResponse } from '../modules/responses/award';
import { scoreResponse } from '../modules/responses/marks';
import { respond } from '../modules/responses/respond';
import type { AppContext } from '../plugins/app/context';
import { createStorage } from '../storage';
import { seedContext, type SeedContext } from './callers';
import { storeFiles } from './delivery-files';
import { demoPdf } from './demo-pdf';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Directory suppliers (their main account) and the scores the client company gave them, one project each. */
const RATED: { email: string; title: string; scores: [number, number, number][] }[] = [
  {
    email: 'directory02@demo.test',
    title: '运输调度看板',
    scores: [
      [5, 5, 4],
      [5, 4, 5],
    ],
  },
  { email: 'directory04@demo.test', title: '数据仓库搭建', scores: [[3, 4, 3]] },
  { email: 'directory05@demo.test', title: '政务云迁移', scores: [[5, 5, 5]] },
  { email: 'directory07@demo.test', title: '在线课程平台', scores: [[5, 4, 4]] },
  { email: 'directory08@demo.test', title: '预约挂号小程序', scores: [[4, 4, 4]] },
];

const CLIENT = { name: '华信集团', nameEn: 'Huaxin Group', email: 'client@demo.test', nickname: '华信采购' };

/** The party A of those projects: an approved SVIP company with a main account on the demo password. */
async function client(db: Db, now: Date): Promise<void> {
  const [dev] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'dev@demo.test'));
  if (!dev) return;
  const at = new Date(now.getTime() - 200 * DAY);
  const [company] = await db
    .insert(companies)
    .values({
      name: CLIENT.name,
      nameEn: CLIENT.nameEn,
      role: 'DEV',
      approvalStatus: 'APPROVED',
      memberLevel: 'SVIP',
      memberExpires: new Date(now.getTime() + 365 * DAY),
      approvedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await db.insert(users).values({
    companyId: company.id,
    type: 'MAIN',
    nickname: CLIENT.nickname,
    email: CLIENT.email,
    passwordHash: dev.passwordHash,
    createdAt: at,
    updatedAt: at,
  });
}

/** The delivery's file: a one-page launch report (ASCII: the PDF carries no font). */
const launchReport = (title: string) => ({
  name: `${title}-上线报告.pdf`,
  body: demoPdf(['Launch report', 'Delivered, deployed and handed over with its documentation', 'Acceptance checklist: all items passed']),
});

/** A small finished project of the client company with `supplier`, rated by both sides (so published). */
async function ratedProject(
  s: SeedContext,
  ctx: AppContext,
  partyA: Caller,
  supplier: Caller,
  staff: Caller,
  title: string,
  score: number[],
  start: number,
) {
  const view = (caller: Caller) => ({ caller, lang: 'zh-CN' as const, now: s.ctx.clock.now() });
  const deadline = start + 3 * DAY;
  const demand = await s.at(start, () =>
    createDemand(s.ctx, view(partyA), {
      title,
      categoryId: 'software',
      description: `${title}：需求分析、开发、测试与上线。`,
      budgetMin: 20_000,
      budgetMax: 30_000,
      currency: 'CNY',
      deadline,
      provinceCode: '31',
      cityCode: '3101',
      attachmentIds: [],
      contactVisibility: 'AWARDED',
      lang: 'zh-CN',
      sealed: false,
      blind: false,
      criteria: [
        { key: 'price', name: '价格', weight: 50 },
        { key: 'quality', name: '方案质量', weight: 50 },
      ],
      submit: true,
    }),
  );
  await s.at(start + HOUR, () => verifyDemand(s.ctx, view(staff), demand.id, { decision: 'APPROVE' }));
  const offer = {
    price: 25_000,
    timelineDays: 30,
    proposal: '我们承接过多个同类项目，按里程碑分阶段交付，每个阶段提供可验收的成果、文档与培训。',
    attachmentIds: [],
    manpowerIds: [],
  };
  const response = await s.at(start + DAY, () => respond(s.ctx, view(supplier), demand.id, offer));
  await s.at(deadline + HOUR, () => scoreResponse(s.ctx, view(partyA), response.id, { scores: { price: 8, quality: 9 } }));
  await s.at(deadline + HOUR, () => awardResponse(s.ctx, view(partyA), demand.id, { responseId: response.id }));
  let time = deadline + 2 * HOUR;
  const step = <T>(days: number, run: () => Promise<T>) => s.at((time += days * DAY), run);
  const project = await step(0, () => initProject(s.ctx, view(partyA), response.id));
  const milestones = [{ name: '交付与上线', description: title, dueDate: time + 20 * DAY, deliverables: '源代码与文档', share: 100 }];
  const planned = await step(0.1, () => savePlan(s.ctx, view(partyA), project.id, { milestones }));
  await step(0.2, () => startProject(s.ctx, view(partyA), project.id));
  const [milestone] = planned.milestonesList;
  await step(5, () => reportProgress(s.ctx, view(supplier), milestone.id, { notes: '开发与自测已完成。', fileIds: [] }));
  await step(5, async () =>
    submitMilestone(ctx, view(supplier), milestone.id, {
      notes: '已完成交付，附上线报告。',
      fileIds: await storeFiles(ctx, supplier, [launchReport(title)]),
    }),
  );
  await step(1, () => acceptMilestone(s.ctx, view(partyA), milestone.id));
  const [quality, communication, timeliness] = score;
  await step(1, () =>
    rateProject(s.ctx, view(partyA), project.id, { quality, communication, timeliness, comment: '合作顺利，按期交付。' }),
  );
  await step(1, () =>
    rateProject(s.ctx, view(supplier), project.id, { quality: 5, communication: 5, timeliness: 5, comment: '需求清晰。' }),
  );
}

/**
 * Published ratings for some directory suppliers, so their cards show a rating (docs/directory.md, Ratings): small
 * projects of a party A of their own (`client@demo.test`, so the demo accounts' lists stay as their tests know them)
 * taken to the end and rated by both sides, through the services. Only when none of them has a rating yet.
 */
export async function seedDirectoryRatings(db: Db, clock: Clock, config: Config): Promise<void> {
  const rated = await db
    .select({ id: companyRatingSummaries.companyId })
    .from(companyRatingSummaries)
    .innerJoin(users, and(eq(users.companyId, companyRatingSummaries.companyId), eq(users.type, 'MAIN')))
    .where(
      inArray(
        users.email,
        RATED.map((r) => r.email),
      ),
    );
  if (rated.length > 0) return;
  const s = seedContext(db, config, clock.now());
  const ctx = { ...s.ctx, storage: createStorage(config, { log: { warn() {} } }) } as AppContext;
  const [partyA, staff] = await Promise.all([client(db, clock.now()).then(() => s.caller(CLIENT.email)), s.caller('service@demo.test')]);
  if (!partyA || !staff) return;
  const now = clock.now().getTime();
  let age = 120;
  for (const { email, title, scores } of RATED) {
    const supplier = await s.caller(email);
    if (!supplier) continue;
    for (const [i, score] of scores.entries()) {
      await ratedProject(s, ctx, partyA, supplier, staff, i ? `${title}（二期）` : title, score, now - (age -= 7) * DAY);
    }
  }
}
