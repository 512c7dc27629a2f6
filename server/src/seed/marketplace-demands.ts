import { count } from 'drizzle-orm';
import type { Criterion, DemandBody } from '@b2b/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Caller } from '../db/rows';
import { demands } from '../db/schema';
import type { Clock } from '../lib/clock';
import { createDemand } from '../modules/demands/create';
import { editDemand } from '../modules/demands/edit';
import { answerQuestion, askQuestion } from '../modules/demands/questions';
import { cancelDemand, submitDemand } from '../modules/demands/transitions';
import { verifyDemand } from '../modules/demands/verify';
import type { Viewer } from '../modules/demands/viewer';
import { seedContext } from './callers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Two CLOSED demands of dev@demo.test's company, left for the responses seed to award. */
export const AWARDABLE_DEMAND_TITLES = ['企业 CRM 系统定制开发', 'Mobile App UX Audit and Redesign'] as const;

type SeedState = 'DRAFT' | 'PENDING' | 'REJECTED' | 'OPEN' | 'CLOSED' | 'CANCELLED';

interface SeedDemand {
  company: 'galaxy' | 'plain';
  state: SeedState;
  lang: 'zh-CN' | 'en-US';
  title: string;
  description: string;
  categoryId: string;
  provinceCode: string;
  cityCode: string | null;
  budget: [number, number];
  currency?: 'CNY' | 'USD';
  /** Days from now (negative: passed). */
  deadline: number;
  /** Days ago it was created. */
  age: number;
  reason?: string;
  sealed?: boolean;
  blind?: boolean;
  amendments?: string[];
  questions?: { question: string; answer?: string }[];
}

/** Standard criteria (shown in each reader's language) and, on the English demands, one the publisher typed. */
const zhCriteria: Criterion[] = [
  { key: 'price', name: '价格', weight: 40 },
  { key: 'quality', name: '方案质量', weight: 35 },
  { key: 'experience', name: '案例经验', weight: 25 },
];
const enCriteria: Criterion[] = [
  { key: 'price', name: 'Price', weight: 30 },
  { key: 'quality', name: 'Quality of the proposal', weight: 40 },
  { key: 'custom-1', name: 'Portfolio', weight: 30 },
];

const DEMANDS: SeedDemand[] = [
  {
    company: 'galaxy',
    state: 'OPEN',
    lang: 'zh-CN',
    title: '电商平台小程序开发',
    description:
      '## 项目背景\n我们计划上线自有品牌的微信小程序商城，需要商品管理、购物车、微信支付、优惠券和会员积分。\n\n## 交付要求\n- 小程序前端与管理后台\n- 对接现有 ERP 的库存接口\n- 上线后 3 个月免费维护',
    categoryId: 'software',
    provinceCode: '11',
    cityCode: '1101',
    budget: [150_000, 250_000],
    deadline: 20,
    age: 6,
    amendments: ['补充：需要支持抖音小程序'],
    questions: [
      { question: '管理后台是否需要支持多门店？', answer: '需要，首期 5 家门店，后续会扩展。' },
      { question: '现有 ERP 是哪家厂商的产品，是否提供接口文档？' },
    ],
  },
  {
    company: 'galaxy',
    state: 'OPEN',
    lang: 'en-US',
    title: 'Data Warehouse Migration to the Cloud',
    description:
      'We run an on-premise data warehouse (about 4 TB) and want to migrate it to a managed cloud warehouse.\n\nScope: schema migration, ETL rewrite for 30 pipelines, validation reports and a two-week parallel run. Please describe your migration method and the tools you would use.',
    categoryId: 'it-outsourcing',
    provinceCode: '31',
    cityCode: '3101',
    budget: [60_000, 90_000],
    currency: 'USD',
    deadline: 35,
    age: 4,
    sealed: true,
    questions: [{ question: 'Which cloud provider do you prefer, or is that open?', answer: 'Open: propose what fits best.' }],
  },
  {
    company: 'galaxy',
    state: 'OPEN',
    lang: 'zh-CN',
    title: '年度品牌宣传片拍摄与制作',
    description: '拍摄一支 3 分钟的品牌宣传片及 3 支 30 秒短视频，包括脚本策划、拍摄、剪辑、调色与配乐，需提供往期作品链接。',
    categoryId: 'design',
    provinceCode: '11',
    cityCode: '1101',
    budget: [80_000, 120_000],
    deadline: 3,
    age: 10,
    blind: true,
  },
  {
    company: 'galaxy',
    state: 'OPEN',
    lang: 'zh-CN',
    title: '工厂设备数据采集与可视化看板',
    description: '为两条产线的 PLC 设备做数据采集，建设实时生产看板（OEE、停机原因、能耗），需支持私有化部署。',
    categoryId: 'manufacturing',
    provinceCode: '32',
    cityCode: '3205',
    budget: [200_000, 350_000],
    deadline: 1.5,
    age: 12,
  },
  {
    company: 'plain',
    state: 'OPEN',
    lang: 'zh-CN',
    title: '精密铝合金结构件加工（年度框架）',
    description: '采购 6061 铝合金 CNC 结构件，年用量约 2 万件，公差 ±0.02 mm，表面阳极氧化。请报单价阶梯与交期。',
    categoryId: 'manufacturing',
    provinceCode: '33',
    cityCode: '3301',
    budget: [400_000, 600_000],
    deadline: 25,
    age: 5,
  },
  {
    company: 'plain',
    state: 'OPEN',
    lang: 'en-US',
    title: 'ISO 9001 Certification Consulting',
    description:
      'We are a 120-person machining company preparing for ISO 9001:2015 certification. We need a consultant for the gap analysis, process documentation, internal auditor training and the pre-audit.',
    categoryId: 'consulting',
    provinceCode: '33',
    cityCode: '3301',
    budget: [50_000, 80_000],
    deadline: 14,
    age: 3,
  },
  {
    company: 'galaxy',
    state: 'CLOSED',
    lang: 'zh-CN',
    title: AWARDABLE_DEMAND_TITLES[0],
    description: '定制开发企业 CRM：线索、商机、合同、回款全流程，支持企业微信登录与移动端审批，需要数据从旧系统迁移。',
    categoryId: 'software',
    provinceCode: '11',
    cityCode: '1101',
    budget: [300_000, 450_000],
    deadline: -2,
    age: 30,
    questions: [{ question: '旧系统数据量大约多少条？', answer: '客户约 8 万条，合同约 1.2 万份。' }],
  },
  {
    company: 'galaxy',
    state: 'CLOSED',
    lang: 'en-US',
    title: AWARDABLE_DEMAND_TITLES[1],
    description:
      'An expert review of our field-service mobile app (iOS and Android): usability testing with 8 users, a prioritised issue list, and redesigned flows for the three most used screens.',
    categoryId: 'design',
    provinceCode: '11',
    cityCode: '1101',
    budget: [15_000, 25_000],
    currency: 'USD',
    deadline: -1,
    age: 25,
    amendments: ['Added Android tablet layouts to the scope'],
  },
  {
    company: 'galaxy',
    state: 'CLOSED',
    lang: 'zh-CN',
    title: '办公网络安全等级保护测评',
    description: '公司业务系统需通过网络安全等级保护 2.0 三级测评，需要差距分析、整改建议和测评陪同。',
    categoryId: 'consulting',
    provinceCode: '11',
    cityCode: '1101',
    budget: [60_000, 100_000],
    deadline: -5,
    age: 40,
  },
  {
    company: 'galaxy',
    state: 'CANCELLED',
    lang: 'zh-CN',
    title: '线下展会展台设计搭建',
    description: '为 9 月上海工博会设计搭建 54 平米特装展台，含设计、搭建、撤展与现场物料制作。',
    categoryId: 'design',
    provinceCode: '31',
    cityCode: '3101',
    budget: [100_000, 150_000],
    deadline: 8,
    age: 15,
    reason: '公司决定今年不参加该展会',
  },
  {
    company: 'galaxy',
    state: 'PENDING',
    lang: 'zh-CN',
    title: '客服中心智能问答机器人',
    description: '基于现有知识库建设智能客服问答机器人，接入网站与公众号，要求意图识别准确率不低于 90%。',
    categoryId: 'software',
    provinceCode: '11',
    cityCode: '1101',
    budget: [120_000, 200_000],
    deadline: 30,
    age: 1,
  },
  {
    company: 'galaxy',
    state: 'REJECTED',
    lang: 'en-US',
    title: 'Employee Training Platform',
    description: 'A learning platform for 2,000 employees: courses, quizzes, certificates and reports per department.',
    categoryId: 'education',
    provinceCode: '11',
    cityCode: null,
    budget: [30_000, 50_000],
    currency: 'USD',
    deadline: 40,
    age: 2,
    reason: 'Please describe the expected integrations (single sign-on, HR system) and the number of courses.',
  },
  {
    company: 'galaxy',
    state: 'DRAFT',
    lang: 'zh-CN',
    title: '仓储物流管理系统升级',
    description: '升级现有 WMS：支持波次拣货、RF 手持终端和第三方物流接口，草稿待补充预算细节。',
    categoryId: 'logistics',
    provinceCode: '11',
    cityCode: '1101',
    budget: [80_000, 150_000],
    deadline: 45,
    age: 0.5,
  },
  {
    company: 'plain',
    state: 'DRAFT',
    lang: 'zh-CN',
    title: '工业包装方案设计',
    description: '为出口机加工件设计防锈防震包装方案，满足海运 40 天要求，并提供样箱测试报告。',
    categoryId: 'manufacturing',
    provinceCode: '33',
    cityCode: '3301',
    budget: [20_000, 40_000],
    deadline: 20,
    age: 1,
  },
];

const PUBLISHED = new Set<SeedState>(['OPEN', 'CLOSED', 'CANCELLED']);

/** The demo account acting for each side of the demo's history. */
const ACCOUNTS = { galaxy: 'dev@demo.test', plain: 'ordinary@demo.test', sail: 'sup@demo.test', service: 'service@demo.test' } as const;

const bodyOf = (seed: SeedDemand, deadline: number): DemandBody => ({
  title: seed.title,
  categoryId: seed.categoryId,
  description: seed.description,
  budgetMin: seed.budget[0],
  budgetMax: seed.budget[1],
  currency: seed.currency ?? 'CNY',
  deadline,
  provinceCode: seed.provinceCode,
  ...(seed.cityCode ? { cityCode: seed.cityCode } : {}),
  attachmentIds: [],
  contactVisibility: seed.blind ? 'AWARDED' : 'RESPONDERS',
  lang: seed.lang,
  sealed: seed.sealed ?? false,
  blind: seed.blind ?? false,
  criteria: seed.lang === 'en-US' ? enCriteria : zhCriteria,
});

/**
 * Demo demands of the demo DEV companies in every state, with amendments, questions and their
 * audit trail, made through the API's own services (create, submit, staff's verification, amend,
 * ask, answer, cancel), each at the moment it happens in the demo's history; only into an empty
 * demands table. Answers the ids of the awardable CLOSED ones.
 */
export async function seedDemands(db: Db, clock: Clock, config: Config): Promise<string[]> {
  const [{ n }] = await db.select({ n: count() }).from(demands);
  if (n > 0) return [];
  const now = clock.now().getTime();
  const s = seedContext(db, config, clock.now());
  const { ctx } = s;
  const who = Object.fromEntries(await Promise.all(Object.entries(ACCOUNTS).map(async ([k, email]) => [k, await s.caller(email)])));
  if (Object.values(who).some((caller) => !caller)) return [];
  const as = (key: keyof typeof ACCOUNTS): Viewer => ({ caller: who[key] as Caller, lang: 'zh-CN', now: ctx.clock.now() });
  const awardable: string[] = [];
  for (const seed of DEMANDS) {
    const created = now - seed.age * DAY;
    const submitted = created + HOUR;
    const published = created + 6 * HOUR;
    const deadline = Math.round((now + seed.deadline * DAY) / 1000) * 1000;
    const body = bodyOf(seed, deadline);
    const demand = await s.at(created, () => createDemand(ctx, as(seed.company), body));
    if (seed.state !== 'DRAFT') await s.at(submitted, () => submitDemand(ctx, as(seed.company), demand.id));
    if (seed.state === 'REJECTED') {
      const reason = seed.reason ?? '';
      await s.at(submitted + 3 * HOUR, () => verifyDemand(ctx, as('service'), demand.id, { decision: 'REJECT', reason }));
    }
    if (!PUBLISHED.has(seed.state)) continue;
    await s.at(published, () => verifyDemand(ctx, as('service'), demand.id, { decision: 'APPROVE' }));
    for (const [i, amendNote] of (seed.amendments ?? []).entries()) {
      await s.at(published + (i + 1) * DAY, () => editDemand(ctx, as(seed.company), demand.id, { ...body, amendNote }));
    }
    for (const [i, q] of (seed.questions ?? []).entries()) {
      const asked = published + (i + 1) * 5 * HOUR;
      const question = await s.at(asked, () => askQuestion(ctx, who.sail as Caller, demand.id, q.question));
      const answer = q.answer;
      if (answer) await s.at(asked + 3 * HOUR, () => answerQuestion(ctx, who[seed.company] as Caller, question.id, answer));
    }
    if (seed.state === 'CANCELLED') {
      await s.at(now - DAY, () => cancelDemand(ctx, as(seed.company), demand.id, { reason: seed.reason ?? '' }));
    }
    if (seed.state === 'CLOSED' && (AWARDABLE_DEMAND_TITLES as readonly string[]).includes(seed.title)) awardable.push(demand.id);
  }
  return awardable;
}
