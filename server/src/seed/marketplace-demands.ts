import { count, inArray } from 'drizzle-orm';
import type { Criterion, DemandEventAction, DemandStatus } from '@b2b/shared/contract';
import type { Db, Tx } from '../db/client';
import { companies, demandEvents, demandQuestions, demandRevisions, demands, users } from '../db/schema';
import type { Clock } from '../lib/clock';

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

const STATUS: Record<SeedState, Exclude<DemandStatus, 'CLOSED'>> = {
  DRAFT: 'DRAFT',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
  OPEN: 'PUBLISHED',
  CLOSED: 'PUBLISHED',
  CANCELLED: 'CANCELLED',
};
const PUBLISHED = new Set<SeedState>(['OPEN', 'CLOSED', 'CANCELLED']);

interface People {
  company: Record<'galaxy' | 'plain' | 'sail' | 'service', string>;
  user: Record<'galaxy' | 'plain' | 'sail' | 'service', string>;
}

async function people(tx: Tx): Promise<People | null> {
  const names = { galaxy: '星河科技', plain: '朴实制造', sail: '云帆软件', service: '平台客服中心' } as const;
  const emails = { galaxy: 'dev@demo.test', plain: 'ordinary@demo.test', sail: 'sup@demo.test', service: 'service@demo.test' } as const;
  const companyRows = await tx
    .select()
    .from(companies)
    .where(inArray(companies.name, Object.values(names)));
  const userRows = await tx
    .select()
    .from(users)
    .where(inArray(users.email, Object.values(emails)));
  const company = Object.fromEntries(Object.entries(names).map(([k, name]) => [k, companyRows.find((c) => c.name === name)?.id]));
  const user = Object.fromEntries(Object.entries(emails).map(([k, email]) => [k, userRows.find((u) => u.email === email)?.id]));
  if ([...Object.values(company), ...Object.values(user)].some((id) => !id)) return null;
  return { company, user } as People;
}

/**
 * Demo demands of the demo DEV companies in every state, with revisions, questions and their
 * audit trail; only into an empty demands table. Answers the ids of the awardable CLOSED ones.
 */
export async function seedDemands(db: Db, clock: Clock): Promise<string[]> {
  const [{ n }] = await db.select({ n: count() }).from(demands);
  if (n > 0) return [];
  const now = clock.now().getTime();
  const at = (ms: number) => new Date(Math.round(ms / 1000) * 1000);
  return db.transaction(async (tx) => {
    const who = await people(tx);
    if (!who) return [];
    const awardable: string[] = [];
    for (const seed of DEMANDS) {
      const created = now - seed.age * DAY;
      const owner = who.company[seed.company];
      const author = who.user[seed.company];
      const submitted = created + HOUR;
      const published = PUBLISHED.has(seed.state) ? created + 6 * HOUR : null;
      const revisions = published ? 1 + (seed.amendments?.length ?? 0) : 0;
      const title = seed.title;
      const [row] = await tx
        .insert(demands)
        .values({
          companyId: owner,
          createdBy: author,
          title,
          categoryId: seed.categoryId,
          description: seed.description,
          budgetMin: seed.budget[0],
          budgetMax: seed.budget[1],
          currency: seed.currency ?? 'CNY',
          deadline: at(now + seed.deadline * DAY),
          provinceCode: seed.provinceCode,
          cityCode: seed.cityCode,
          contactVisibility: seed.blind ? 'AWARDED' : 'RESPONDERS',
          lang: seed.lang,
          sealed: seed.sealed ?? false,
          blind: seed.blind ?? false,
          criteria: seed.lang === 'en-US' ? enCriteria : zhCriteria,
          status: STATUS[seed.state],
          reason: seed.reason ?? null,
          revision: revisions,
          searchText: `${title}\n${seed.description}`.toLowerCase(),
          publishedAt: published ? at(published) : null,
          createdAt: at(created),
          updatedAt: at(published ?? (seed.state === 'DRAFT' ? created : submitted)),
        })
        .returning();
      if (seed.state === 'CLOSED' && (AWARDABLE_DEMAND_TITLES as readonly string[]).includes(title)) awardable.push(row.id);
      const events: {
        action: DemandEventAction;
        by: keyof People['company'];
        from?: DemandStatus;
        to?: DemandStatus;
        detail?: string;
        t: number;
      }[] = [{ action: 'CREATED', by: seed.company, to: 'DRAFT', t: created }];
      if (seed.state !== 'DRAFT') events.push({ action: 'SUBMITTED', by: seed.company, from: 'DRAFT', to: 'PENDING', t: submitted });
      if (seed.state === 'REJECTED') {
        events.push({ action: 'REJECTED', by: 'service', from: 'PENDING', to: 'REJECTED', detail: seed.reason, t: submitted + 3 * HOUR });
      }
      if (published) {
        events.push({ action: 'APPROVED', by: 'service', from: 'PENDING', to: 'PUBLISHED', t: published });
        const versions = [null, ...(seed.amendments ?? [])];
        await tx.insert(demandRevisions).values(
          versions.map((note, i) => ({
            demandId: row.id,
            companyId: owner,
            revision: i + 1,
            title,
            description: seed.description,
            budgetMin: seed.budget[0],
            budgetMax: seed.budget[1],
            currency: row.currency,
            deadline: row.deadline,
            note,
            createdBy: author,
            createdAt: at(published + i * DAY),
          })),
        );
        for (const [i, note] of (seed.amendments ?? []).entries()) {
          events.push({
            action: 'AMENDED',
            by: seed.company,
            from: 'PUBLISHED',
            to: 'PUBLISHED',
            detail: note,
            t: published + (i + 1) * DAY,
          });
        }
        for (const [i, q] of (seed.questions ?? []).entries()) {
          const asked = published + (i + 1) * 5 * HOUR;
          const answered = q.answer ? asked + 3 * HOUR : null;
          await tx.insert(demandQuestions).values({
            demandId: row.id,
            companyId: who.company.sail,
            askedBy: who.user.sail,
            question: q.question,
            answer: q.answer ?? null,
            answeredBy: q.answer ? author : null,
            answeredAt: answered ? at(answered) : null,
            createdAt: at(asked),
          });
          events.push({ action: 'QUESTION_ASKED', by: 'sail', t: asked });
          if (answered) events.push({ action: 'QUESTION_ANSWERED', by: seed.company, t: answered });
        }
      }
      if (seed.state === 'CANCELLED') {
        events.push({ action: 'CANCELLED', by: seed.company, from: 'PUBLISHED', to: 'CANCELLED', detail: seed.reason, t: now - DAY });
      }
      await tx.insert(demandEvents).values(
        events.map((e) => ({
          demandId: row.id,
          companyId: who.company[e.by],
          userId: who.user[e.by],
          action: e.action,
          fromStatus: e.from ?? null,
          toStatus: e.to ?? null,
          detail: e.detail ?? null,
          createdAt: at(Math.min(e.t, now)),
        })),
      );
    }
    return awardable;
  });
}
