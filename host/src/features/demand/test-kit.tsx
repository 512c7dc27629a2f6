import type { ApiMock } from '@test/api-mock';
import { LocationProbe, renderPage } from '@test/render';
import { API, COLLECT_API, DEMANDS_API, apiPath, type Demand, type DemandSummary, type Paged, type Question } from '@b2b/shared/contract';
import DemandPage from './DemandPage';

export const paged = <T,>(list: T[]): Paged<T> => ({ list, total: list.length, page: 1, pageSize: 12 });

export function summary(overrides: Partial<DemandSummary> = {}): DemandSummary {
  return {
    id: 'd1',
    title: '供应链管理系统升级',
    categoryId: 'it',
    categoryName: '信息技术',
    status: 'PUBLISHED',
    budgetMin: 100_000,
    budgetMax: 200_000,
    currency: 'CNY',
    deadline: Date.now() + 3 * 86_400_000 + 3_600_000 * 5 + 60_000,
    provinceCode: '31',
    provinceName: '上海市',
    cityCode: null,
    cityName: null,
    lang: 'zh-CN',
    sealed: false,
    companyName: null,
    companyRating: null,
    revision: 1,
    responseCount: 2,
    publishedAt: Date.UTC(2025, 0, 1),
    updatedAt: Date.UTC(2025, 0, 1),
    collected: false,
    responded: false,
    reason: null,
    ...overrides,
  };
}

const CAN = {
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

export function demand(overrides: Omit<Partial<Demand>, 'can'> & { can?: Partial<Demand['can']> } = {}): Demand {
  const { can, ...rest } = overrides;
  return {
    ...summary(),
    description:
      '## 背景\n现有系统**性能不足**。<script>alert(1)</script>\n\n- 库存\n- 订单\n\n[恶意](javascript:alert(1)) [文档](https://example.com/doc)',
    attachments: [{ id: 'f1', url: '/api/demands/d1/files/f1', name: '需求说明.pdf', size: 2048, contentType: 'application/pdf' }],
    contactVisibility: 'RESPONDERS',
    blind: false,
    criteria: [
      { key: 'price', name: '价格', weight: 40 },
      { key: 'quality', name: '方案质量', weight: 60 },
    ],
    reason: null,
    contact: null,
    awardedResponseId: null,
    createdAt: Date.UTC(2025, 0, 1),
    ...rest,
    can: { ...CAN, ...can },
  };
}

export const questions: Question[] = [
  {
    id: 'q1',
    question: '是否需要对接现有 ERP？',
    answer: '需要，对接用友。',
    askedAt: Date.UTC(2025, 0, 2),
    answeredAt: Date.UTC(2025, 0, 3),
    mine: false,
  },
  { id: 'q2', question: '交付周期可以分期吗？', answer: null, askedAt: Date.UTC(2025, 0, 4), answeredAt: null, mine: true },
];

/** A small fake server for the mocked `api.get` / `post` / `delete`. */
export function serve(get: ApiMock['get'], table: Record<string, unknown> = {}) {
  const routes: Record<string, unknown> = {
    [DEMANDS_API.market]: paged([
      summary(),
      summary({ id: 'd2', title: '数据中台建设', collected: true, responded: true, sealed: true, lang: 'en-US' }),
    ]),
    [API.companyType]: [{ id: 'it', name: '信息技术' }],
    [API.province]: [{ code: '31', name: '上海市' }],
    [apiPath(DEMANDS_API.demand, { id: 'd1' })]: demand(),
    [apiPath(DEMANDS_API.questions, { id: 'd1' })]: questions,
    ...table,
  };
  get.mockImplementation(async (url: string) => {
    if (!(url in routes)) throw new Error(`unexpected GET ${url}`);
    const value = routes[url];
    if (value instanceof Error) throw value;
    return value;
  });
}

export const collectPath = (id: string) => apiPath(COLLECT_API.item, { id });

/** The demand zone at `entry`, with the location beside it. */
export const renderZone = (entry = '/demand') =>
  renderPage(
    <>
      <DemandPage />
      <LocationProbe />
    </>,
    { route: entry },
  );
