import type { Demand, DemandResponses, DemandSummary, ResponseView } from '@b2b/shared/contract';

export { apiError, user } from '@test/fixtures';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const DEMAND_ID = '5d1c7f9e-1111-4111-8111-111111111111';
export const FILE_ID = '7a2b3c4d-2222-4222-8222-222222222222';

export const REFERENCE = {
  companyTypes: [
    { id: 'it', name: '信息技术' },
    { id: 'mfg', name: '制造业' },
  ],
  provinces: [
    { code: '31', name: '上海市' },
    { code: '44', name: '广东省' },
  ],
  cities: { '31': [{ code: '3101', name: '上海市辖区' }], '44': [{ code: '4403', name: '深圳市' }] } as Record<
    string,
    { code: string; name: string }[]
  >,
};

const NO = {
  edit: false,
  amend: false,
  submit: false,
  delete: false,
  close: false,
  cancel: false,
  respond: false,
  ask: false,
  answer: false,
  evaluate: false,
  award: false,
  verify: false,
};

export function summary(overrides: Partial<DemandSummary> = {}): DemandSummary {
  return {
    id: DEMAND_ID,
    title: '企业官网改版与后台开发',
    categoryId: 'it',
    categoryName: '信息技术',
    status: 'PUBLISHED',
    budgetMin: 100_000,
    budgetMax: 300_000,
    currency: 'CNY',
    deadline: Date.now() + 5 * DAY,
    provinceCode: '31',
    provinceName: '上海市',
    cityCode: '3101',
    cityName: '上海市辖区',
    lang: 'zh-CN',
    sealed: false,
    companyName: '上海云启科技有限公司',
    companyRating: null,
    revision: 1,
    responseCount: 2,
    publishedAt: Date.now() - DAY,
    updatedAt: Date.now() - HOUR,
    collected: false,
    responded: false,
    reason: null,
    ...overrides,
  };
}

export function demand(overrides: Partial<Demand> = {}, can: Partial<Demand['can']> = {}): Demand {
  return {
    ...summary(),
    description: '## 背景\n\n我们需要**改版**企业官网，并开发内容管理后台。',
    attachments: [
      {
        id: FILE_ID,
        name: '需求说明书.pdf',
        url: `/api/demands/${DEMAND_ID}/files/${FILE_ID}`,
        size: 20480,
        contentType: 'application/pdf',
      },
    ],
    contactVisibility: 'RESPONDERS',
    blind: false,
    criteria: [
      { key: 'price', name: '价格', weight: 40 },
      { key: 'timeline', name: '工期', weight: 20 },
      { key: 'quality', name: '方案质量', weight: 40 },
    ],
    reason: null,
    contact: null,
    awardedResponseId: null,
    createdAt: Date.now() - 2 * DAY,
    ...overrides,
    can: { ...NO, ...can },
  };
}

export function response(id: string, overrides: Partial<ResponseView> = {}, can: Partial<ResponseView['can']> = {}): ResponseView {
  return {
    id,
    demandId: DEMAND_ID,
    demandTitle: '企业官网改版与后台开发',
    demandStatus: 'PUBLISHED',
    supplierName: `供应商 ${id.slice(-1)}`,
    status: 'ACTIVE',
    price: 200_000,
    currency: 'CNY',
    timelineDays: 60,
    proposal: '我们将分三个阶段交付：设计、开发、上线。',
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
    submittedAt: Date.now() - DAY,
    updatedAt: Date.now() - DAY,
    ...overrides,
    can: { revise: false, reconfirm: false, withdraw: false, score: false, decide: false, award: false, ...can },
  };
}

export const responses = (list: ResponseView[], overrides: Partial<DemandResponses> = {}): DemandResponses => ({
  list,
  sealedUntil: null,
  blind: false,
  allScored: false,
  can: { changeCriteria: false, reveal: false },
  ...overrides,
});
