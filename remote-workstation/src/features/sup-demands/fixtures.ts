import type { DemandSummary, Manpower, MarkHistoryEntry, Paged, ResponseView } from '@b2b/shared/contract';

export const paged = <T>(list: T[], total = list.length): Paged<T> => ({ list, total, page: 1, pageSize: 10 });

const CAN = { revise: false, reconfirm: false, withdraw: false, score: false, decide: false, award: false };

export function response(overrides: Omit<Partial<ResponseView>, 'can'> & { can?: Partial<ResponseView['can']> } = {}): ResponseView {
  const { can, ...rest } = overrides;
  return {
    id: 'r1',
    demandId: 'd1',
    demandTitle: '供应链管理系统升级',
    demandStatus: 'PUBLISHED',
    supplierName: '杭州码力软件有限公司',
    status: 'ACTIVE',
    price: 300_000,
    currency: 'CNY',
    timelineDays: 60,
    proposal: '分三期交付：需求梳理、核心模块、迁移上线。',
    attachments: [],
    manpower: [],
    revision: 1,
    outdated: false,
    decision: null,
    score: null,
    disagreement: false,
    evaluations: [],
    contact: null,
    chatCompanyId: 'company-other',
    badges: [],
    rating: null,
    submittedAt: Date.UTC(2025, 0, 5),
    updatedAt: Date.UTC(2025, 0, 5),
    ...rest,
    can: { ...CAN, ...can },
  };
}

export function saved(overrides: Partial<DemandSummary> = {}): DemandSummary {
  return {
    id: 'd7',
    title: '跨境电商仓储系统',
    categoryId: 'it',
    categoryName: '信息技术',
    status: 'PUBLISHED',
    budgetMin: 100_000,
    budgetMax: 200_000,
    currency: 'CNY',
    deadline: Date.now() + 3 * 86_400_000,
    provinceCode: '44',
    provinceName: '广东省',
    cityCode: '4403',
    cityName: '深圳市',
    lang: 'zh-CN',
    sealed: false,
    companyName: null,
    companyRating: null,
    revision: 1,
    responseCount: 2,
    publishedAt: Date.UTC(2025, 0, 1),
    updatedAt: Date.UTC(2025, 0, 1),
    collected: true,
    responded: false,
    reason: null,
    ...overrides,
  };
}

export const staff: Manpower = {
  id: '3f1c9a52-8d1e-4c1b-9a53-0a4b2c1d7e6f',
  name: '王强',
  title: '前端工程师',
  skills: ['React'],
  level: 'SENIOR',
  dayRate: 1500,
  availability: 'AVAILABLE',
  availableFrom: null,
  bio: null,
  updatedAt: 1,
};

export const scoreEntry: MarkHistoryEntry = {
  id: 'h1',
  kind: 'SCORE',
  actor: '评审人',
  from: null,
  to: '82.5',
  comment: '方案完整',
  createdAt: Date.UTC(2025, 0, 10),
};
