import type { Milestone, Project, ProjectSummary, Submission } from '@b2b/shared/contract';

const DAY = 24 * 3_600_000;
export const NOW = Date.now();

export function milestone(overrides: Partial<Milestone> = {}): Milestone {
  return {
    id: 'm1',
    position: 0,
    name: '需求分析与原型',
    description: '梳理业务流程并交付可点击原型',
    dueDate: NOW + 20 * DAY,
    deliverables: '原型链接与需求说明书',
    share: 40,
    amount: 40_000,
    state: 'PLANNED',
    reason: null,
    reviewEndsAt: null,
    acceptedAt: null,
    ...overrides,
  };
}

export function submission(overrides: Partial<Submission> = {}): Submission {
  return {
    id: 's1',
    milestoneId: 'm1',
    kind: 'DELIVERY',
    notes: '原型已完成，请验收',
    files: [{ id: 'f1', url: '/api/projects/p1/files/f1', name: '原型说明.pdf', size: 2048, contentType: 'application/pdf' }],
    author: '深圳智码科技 · 王工',
    outcome: null,
    reason: null,
    createdAt: NOW - DAY,
    ...overrides,
  };
}

const CAN_NOTHING: Project['can'] = {
  plan: false,
  start: false,
  answerRevision: false,
  work: false,
  review: false,
  cancel: false,
  dispute: false,
  rate: false,
  resolve: false,
};

export function summary(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    id: 'p1',
    responseId: 'r1',
    demandId: 'd1',
    title: '电商后台订单系统重构',
    side: 'PARTY_A',
    partyAName: '上海云启科技有限公司',
    supplierName: '深圳智码科技有限公司',
    partyARating: null,
    supplierRating: { average: 4.5, count: 2 },
    status: 'IN_PROGRESS',
    amount: 100_000,
    currency: 'CNY',
    milestones: 2,
    accepted: 0,
    updatedAt: NOW - DAY,
    ...overrides,
  };
}

/** A project in progress for party A: the first milestone delivered and waiting for review, the second planned. */
export type ProjectOverrides = Omit<Partial<Project>, 'can'> & { can?: Partial<Project['can']> };

export function project(overrides: ProjectOverrides = {}): Project {
  return {
    ...summary(),
    reason: null,
    cancelProposedBy: null,
    reviewDays: 14,
    milestonesList: [
      milestone({ state: 'SUBMITTED', reviewEndsAt: NOW + 9 * DAY + 3_600_000 }),
      milestone({ id: 'm2', position: 1, name: '开发与上线', share: 60, amount: 60_000, dueDate: NOW - 3 * DAY - 3_600_000 }),
    ],
    submissions: [submission()],
    revisions: [],
    disputes: [],
    ratings: [],
    ratingsPublished: false,
    events: [
      {
        id: 'e1',
        action: 'MILESTONE_SUBMITTED',
        actor: '深圳智码科技 · 王工',
        fromStatus: 'IN_PROGRESS',
        toStatus: 'SUBMITTED',
        milestoneId: 'm1',
        detail: null,
        createdAt: NOW - DAY,
      },
    ],
    startedAt: NOW - 10 * DAY,
    endedAt: null,
    ...overrides,
    can: { ...CAN_NOTHING, cancel: true, dispute: true, plan: true, review: true, ...overrides.can },
  };
}
