import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Caller } from '../db/rows';
import { projects } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createDemand } from '../modules/demands/create';
import { verifyDemand } from '../modules/demands/verify';
import { acceptMilestone } from '../modules/projects/api/accept-milestone';
import { cancelProject } from '../modules/projects/api/cancel-project';
import { initProject } from '../modules/projects/api/init-project';
import { openDispute } from '../modules/projects/api/open-dispute';
import { rateProject } from '../modules/projects/api/rate-project';
import { savePlan } from '../modules/projects/api/save-plan';
import { sendBackMilestone } from '../modules/projects/api/send-back-milestone';
import { startProject } from '../modules/projects/api/start-project';
import { submitMilestone } from '../modules/projects/api/submit-milestone';
import { reportProgress } from '../modules/projects/api/report-progress';
import { awardResponse } from '../modules/responses/award';
import { scoreResponse } from '../modules/responses/marks';
import { respond } from '../modules/responses/respond';
import type { AppContext } from '../plugins/app/context';
import { createStorage } from '../storage';
import { seedContext, type SeedContext } from './callers';
import { demoPdf } from './demo-pdf';
import { storeFiles, type DemoFile } from './delivery-files';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Scenario = 'STARTED' | 'IN_PROGRESS' | 'COMPLETED' | 'DISPUTED' | 'CANCELLED';

/** Each project: its demand's title and brief, the price, and how far the seed takes it; `age` in days. */
const PROJECTS: { scenario: Scenario; title: string; description: string; price: number; age: number }[] = [
  {
    scenario: 'STARTED',
    title: '门店巡检小程序开发',
    description: '为连锁门店开发巡检小程序：巡检任务、拍照上传、问题整改闭环与统计报表。',
    price: 68_000,
    age: 8,
  },
  {
    scenario: 'IN_PROGRESS',
    title: '电商后台订单系统重构',
    description: '重构现有电商后台的订单模块，拆分库存与支付服务，提升大促期间的稳定性。',
    price: 150_000,
    age: 40,
  },
  {
    scenario: 'COMPLETED',
    title: '企业官网多语言改版',
    description: '企业官网改版为中英双语，统一视觉规范，接入内容管理系统与表单线索收集。',
    price: 45_000,
    age: 60,
  },
  {
    scenario: 'DISPUTED',
    title: '仓储管理系统数据迁移',
    description: '将旧仓储系统的十年数据迁移到新系统，包括清洗、映射、校验与切换演练。',
    price: 90_000,
    age: 30,
  },
  {
    scenario: 'CANCELLED',
    title: '会员积分商城开发',
    description: '开发会员积分商城：积分获取规则、兑换商品、物流跟踪与后台运营配置。',
    price: 70_000,
    age: 10,
  },
];

/** The plan's three milestones: name, what party A expects, and the English title printed on the deliverables. */
const MILESTONES = [
  { name: '需求与原型', deliverables: '原型与需求说明书', english: 'Requirements and prototype' },
  { name: '开发与测试', deliverables: '源代码与测试报告', english: 'Development and test report' },
  { name: '上线与培训', deliverables: '上线报告与操作手册', english: 'Launch report and user manual' },
];

/** A progress report's attachment: the week's notes as a text file. */
const progressFile = (title: string, milestone: number): DemoFile => ({
  name: `${MILESTONES[milestone].name}-进度周报.txt`,
  body: Buffer.from(
    [
      `项目：${title}`,
      `阶段：${MILESTONES[milestone].name}`,
      '本周完成：需求访谈纪要整理、核心页面原型、接口清单初稿。',
      '下周计划：评审原型并根据意见修改，开始接口联调。',
      '风险：第三方接口文档尚未提供，已与需求方确认跟进人。',
      '',
    ].join('\n'),
  ),
});

/** A delivery's files: the deliverable itself (a PDF, its version on it) and, from the second version, what changed. */
function deliveryFiles(project: number, milestone: number, version: number): DemoFile[] {
  const { deliverables, english } = MILESTONES[milestone];
  const pdf = demoPdf([
    `${english} (v${version})`,
    `Project P-${String(project + 1).padStart(3, '0')}, milestone ${milestone + 1} of ${MILESTONES.length}`,
    'Delivered by Sail Cloud Software for review by party A',
    'Contents: scope, deliverables, acceptance checklist, open items',
  ]);
  const files = [{ name: `${deliverables}-v${version}.pdf`, body: pdf }];
  if (version > 1) {
    const changes = ['本版修改说明', '1. 补充了全部接口的错误码说明。', '2. 按验收意见更新了操作手册第 3 章。', ''].join('\n');
    files.push({ name: `修改说明-v${version}.txt`, body: Buffer.from(changes) });
  }
  return files;
}

const NOTES = [
  '完成了需求确认与原型设计，原型链接见文档。',
  '开发与自测已完成，附上测试报告与部署说明。',
  '已按意见补充接口文档与操作手册。',
];

/** A demand of dev@demo.test's company, published, answered by sup@demo.test and sup2@demo.test, scored and awarded to the first, all through the services. */
async function awarded(
  s: SeedContext,
  partyA: Caller,
  [supplier, rival]: Caller[],
  staff: Caller,
  seed: (typeof PROJECTS)[number],
  start: number,
) {
  const view = (caller: Caller) => ({ caller, lang: 'zh-CN' as const, now: s.ctx.clock.now() });
  const deadline = start + 3 * DAY;
  const body = {
    title: seed.title,
    categoryId: 'software',
    description: seed.description,
    budgetMin: Math.round(seed.price * 0.8),
    budgetMax: Math.round(seed.price * 1.2),
    currency: 'CNY' as const,
    deadline,
    provinceCode: '31',
    cityCode: '3101',
    attachmentIds: [],
    contactVisibility: 'AWARDED' as const,
    lang: 'zh-CN' as const,
    sealed: false,
    blind: false,
    criteria: [
      { key: 'price', name: '价格', weight: 50 },
      { key: 'quality', name: '方案质量', weight: 50 },
    ],
    submit: true,
  };
  const demand = await s.at(start, () => createDemand(s.ctx, view(partyA), body));
  await s.at(start + HOUR, () => verifyDemand(s.ctx, view(staff), demand.id, { decision: 'APPROVE' }));
  const proposal = '我们承接过多个同类项目，按里程碑分阶段交付，每个阶段提供可验收的成果与文档。';
  const offer = (price: number) => ({ price, timelineDays: 45, proposal, attachmentIds: [], manpowerIds: [] });
  const response = await s.at(start + DAY, () => respond(s.ctx, view(supplier), demand.id, offer(seed.price)));
  const other = await s.at(start + 2 * DAY, () => respond(s.ctx, view(rival), demand.id, offer(Math.round(seed.price * 1.1))));
  await s.at(deadline + HOUR, () => scoreResponse(s.ctx, view(partyA), response.id, { scores: { price: 8, quality: 9 } }));
  await s.at(deadline + HOUR, () => scoreResponse(s.ctx, view(partyA), other.id, { scores: { price: 7, quality: 6 } }));
  await s.at(deadline + 2 * HOUR, () => awardResponse(s.ctx, view(partyA), demand.id, { responseId: response.id }));
  return { responseId: response.id, at: deadline + 3 * HOUR };
}

/**
 * Demo projects between dev@demo.test's company and sup@demo.test's, one in each state (a plan being drafted,
 * work under way with a delivery under review, completed with both ratings published, a dispute waiting for
 * staff, cancelled by agreement with one rating hidden), all through the projects module's services. Every
 * progress report and delivery carries real files stored through the file service (a weekly report as text, the
 * deliverable as a PDF, a change note with a second version). Only when no project exists.
 */
export async function seedProjects(db: Db, clock: Clock, config: Config): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(projects);
  if (n > 0) return;
  const now = clock.now().getTime();
  const s = seedContext(db, config, clock.now());
  const ctx = { ...s.ctx, storage: createStorage(config, { log: { warn() {} } }) } as AppContext;
  const emails = ['dev@demo.test', 'sup@demo.test', 'sup2@demo.test', 'service@demo.test'];
  const [partyA, supplier, rival, staff] = await Promise.all(emails.map((e) => s.caller(e)));
  if (!partyA || !supplier || !rival || !staff) return;
  const view = (caller: Caller) => ({ caller, lang: 'zh-CN' as const, now: s.ctx.clock.now() });
  for (const [index, seed] of PROJECTS.entries()) {
    const { responseId, at } = await awarded(s, partyA, [supplier, rival], staff, seed, now - seed.age * DAY);
    let time = at;
    const step = <T>(days: number, run: () => Promise<T>) => s.at((time += days * DAY), run);
    const project = await step(0, () => initProject(ctx, view(partyA), responseId));
    const milestones = MILESTONES.map(({ name, deliverables }, i) => ({
      name,
      description: `${seed.title}：${name}阶段`,
      dueDate: time + (i + 1) * 10 * DAY,
      deliverables,
      share: [30, 50, 20][i],
    }));
    const planned = await step(0.1, () => savePlan(ctx, view(partyA), project.id, { milestones }));
    if (seed.scenario === 'STARTED') continue;
    await step(0.2, () => startProject(ctx, view(partyA), project.id));
    const [first, second, third] = planned.milestonesList.map((m) => m.id);
    const files = (list: DemoFile[]) => storeFiles(ctx, supplier, list);
    /** A progress report with its notes, then the delivery with its deliverables (version 1). */
    const deliver = async (milestone: number, notes: string) => {
      const id = planned.milestonesList[milestone].id;
      await step(1, async () =>
        reportProgress(ctx, view(supplier), id, { notes: NOTES[0], fileIds: await files([progressFile(seed.title, milestone)]) }),
      );
      await step(2, async () =>
        submitMilestone(ctx, view(supplier), id, { notes, fileIds: await files(deliveryFiles(index, milestone, 1)) }),
      );
    };
    if (seed.scenario === 'CANCELLED') {
      await step(2, () => cancelProject(ctx, view(partyA), project.id, { reason: '公司业务调整，项目暂停' }));
      await step(1, () => cancelProject(ctx, view(supplier), project.id, { reason: '同意取消' }));
      await step(0.5, () =>
        rateProject(ctx, view(supplier), project.id, {
          quality: 4,
          communication: 5,
          timeliness: 4,
          comment: '沟通及时，理解项目调整。',
        }),
      );
      continue;
    }
    await deliver(0, NOTES[1]);
    await step(1, () => sendBackMilestone(ctx, view(partyA), first, { reason: '缺少接口文档，请补充后重新提交' }));
    await step(1, async () =>
      submitMilestone(ctx, view(supplier), first, { notes: NOTES[2], fileIds: await files(deliveryFiles(index, 0, 2)) }),
    );
    await step(1, () => acceptMilestone(ctx, view(partyA), first));
    if (seed.scenario === 'DISPUTED') {
      await deliver(1, NOTES[1]);
      await step(1, () => openDispute(ctx, view(supplier), project.id, { reason: '交付已超过一周，需求方未验收也未给出意见' }));
      continue;
    }
    if (seed.scenario === 'IN_PROGRESS') {
      // The delivery under review is recent: its review period is still running when the demo starts.
      time = Math.max(time, now - 4 * DAY);
      await deliver(1, NOTES[1]);
      continue;
    }
    for (const [milestone, id] of [second, third].entries()) {
      await deliver(milestone + 1, NOTES[1]);
      await step(1, () => acceptMilestone(ctx, view(partyA), id));
    }
    await step(1, () =>
      rateProject(ctx, view(partyA), project.id, { quality: 5, communication: 4, timeliness: 4, comment: '交付质量高，文档齐全。' }),
    );
    await step(1, () =>
      rateProject(ctx, view(supplier), project.id, { quality: 5, communication: 5, timeliness: 5, comment: '需求清晰，验收及时。' }),
    );
  }
}
