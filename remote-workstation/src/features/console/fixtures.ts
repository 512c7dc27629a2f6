import type { CompanyEvent, CompanyInfo, Demand, DemandEvent, DemandSummary, Paged, Project, ProjectSummary } from '@b2b/shared/contract';

export const paged = <T>(list: T[], total = list.length): Paged<T> => ({ list, total, page: 1, pageSize: 10 });

export function pendingCompany(overrides: Partial<CompanyInfo> = {}): CompanyInfo {
  return {
    companyId: 'c-sup-1',
    role: 'SUP',
    approvalStatus: 'INFO_SUBMIT',
    rejectReason: null,
    info: {
      companyName: '杭州码力软件有限公司',
      creditCode: '91330100MA2H1234XY',
      companyTypeId: 'it',
      provinceCode: '33',
      cityCode: '3301',
      address: '西湖区文三路 90 号',
      contactName: '韩梅梅',
      contactPhone: '0571-88886666',
      website: 'https://mali.example.cn',
    },
    logo: null,
    licences: [{ id: 'f1', url: '/api/files/f1', name: '营业执照.pdf', size: 204_800, contentType: 'application/pdf' }],
    updatedAt: Date.UTC(2025, 0, 2),
    ...overrides,
  };
}

export function demandSummary(overrides: Partial<DemandSummary> = {}): DemandSummary {
  return {
    id: 'd1',
    title: '供应链管理系统升级',
    categoryId: 'it',
    categoryName: '信息技术',
    status: 'PENDING',
    budgetMin: 200_000,
    budgetMax: 500_000,
    currency: 'CNY',
    deadline: Date.now() + 20 * 86_400_000,
    provinceCode: '31',
    provinceName: '上海市',
    cityCode: null,
    cityName: null,
    lang: 'zh-CN',
    sealed: false,
    companyName: '上海云启科技有限公司',
    companyRating: null,
    revision: 0,
    responseCount: 0,
    publishedAt: null,
    updatedAt: Date.UTC(2025, 0, 3),
    collected: false,
    responded: false,
    reason: null,
    ...overrides,
  };
}

const NO = { edit: false, amend: false, submit: false, delete: false, close: false, cancel: false, respond: false, ask: false };

export function demand(overrides: Partial<Demand> = {}): Demand {
  return {
    ...demandSummary(),
    description: '## 背景\n现有系统需要升级到云原生架构。',
    attachments: [{ id: 'f2', url: '/api/files/f2', name: '需求说明.docx', size: 10_240, contentType: 'application/msword' }],
    contactVisibility: 'RESPONDERS',
    blind: false,
    criteria: [
      { key: 'price', name: '价格', weight: 40 },
      { key: 'quality', name: '方案质量', weight: 60 },
    ],
    reason: null,
    contact: null,
    awardedResponseId: null,
    can: { ...NO, answer: false, evaluate: false, award: false, verify: true },
    createdAt: Date.UTC(2025, 0, 1),
    ...overrides,
  };
}

export const submittedEvent: DemandEvent = {
  id: 'e1',
  action: 'SUBMITTED',
  actor: '李雷 · 上海云启科技有限公司',
  fromStatus: 'DRAFT',
  toStatus: 'PENDING',
  detail: null,
  decision: null,
  awardedTo: null,
  subject: null,
  createdAt: Date.UTC(2025, 0, 3),
};

/** The history of a company rejected once and now resubmitted. */
export const companyHistory: CompanyEvent[] = [
  { id: 'e1', action: 'SUBMITTED', actor: '新锐管理员', fromStatus: 'AWAIT_APPROVAL', toStatus: 'INFO_SUBMIT', reason: null, createdAt: Date.UTC(2026, 10, 1, 2) }, // prettier-ignore
  {
    id: 'e2',
    action: 'REJECTED',
    actor: '客服小美',
    fromStatus: 'INFO_SUBMIT',
    toStatus: 'INFO_REJECT',
    reason: '信用代码：少一位',
    rejectFields: { creditCode: '少一位' },
    createdAt: Date.UTC(2026, 10, 1, 4),
  },
  { id: 'e3', action: 'RESUBMITTED', actor: '新锐管理员', fromStatus: 'INFO_REJECT', toStatus: 'INFO_SUBMIT', reason: null, createdAt: Date.UTC(2026, 10, 2, 2) }, // prettier-ignore
];

export function disputedSummary(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 'p1',
    responseId: 'r1',
    demandId: 'd1',
    title: '仓储管理系统开发',
    side: 'STAFF',
    partyAName: '上海云启科技有限公司',
    supplierName: '杭州码力软件有限公司',
    partyARating: null,
    supplierRating: null,
    status: 'DISPUTED',
    amount: 100_000,
    currency: 'CNY',
    milestones: 2,
    accepted: 1,
    updatedAt: Date.UTC(2025, 2, 3),
    ...overrides,
  };
}

const DAY = 86_400_000;
const at = Date.UTC(2025, 2, 1);

export function disputedProject(overrides: Partial<Project> = {}): Project {
  return {
    ...disputedSummary(),
    reason: null,
    cancelProposedBy: null,
    reviewDays: 14,
    milestonesList: [
      { id: 'm1', position: 0, name: '需求分析', description: '', dueDate: at + 10 * DAY, deliverables: '', share: 40, amount: 40_000, state: 'ACCEPTED', reason: null, reviewEndsAt: null, acceptedAt: at + 9 * DAY },
      { id: 'm2', position: 1, name: '系统上线', description: '', dueDate: at + 30 * DAY, deliverables: '', share: 60, amount: 60_000, state: 'SUBMITTED', reason: null, reviewEndsAt: at + 44 * DAY, acceptedAt: null },
    ],
    submissions: [],
    revisions: [],
    disputes: [
      { id: 'dsp1', status: 'OPEN', openedBy: 'SUPPLIER', reason: '需求方超过验收期未验收', decision: null, note: null, createdAt: at + 31 * DAY, resolvedAt: null },
    ],
    ratings: [],
    ratingsPublished: false,
    events: [
      { id: 'e1', action: 'STARTED', actor: '上海云启科技有限公司 · 李雷', fromStatus: null, toStatus: 'STARTED', milestoneId: null, detail: null, createdAt: at },
      { id: 'e2', action: 'MILESTONE_SUBMITTED', actor: '杭州码力软件有限公司 · 韩梅梅', fromStatus: 'IN_PROGRESS', toStatus: 'SUBMITTED', milestoneId: 'm2', detail: null, createdAt: at + 29 * DAY },
      { id: 'e3', action: 'DISPUTE_OPENED', actor: '杭州码力软件有限公司 · 韩梅梅', fromStatus: 'IN_PROGRESS', toStatus: 'DISPUTED', milestoneId: null, detail: '需求方超过验收期未验收', createdAt: at + 31 * DAY },
    ],
    startedAt: at,
    endedAt: null,
    can: { plan: false, start: false, answerRevision: false, work: false, review: false, cancel: false, dispute: false, rate: false, resolve: true },
    ...overrides,
  };
} // prettier-ignore
