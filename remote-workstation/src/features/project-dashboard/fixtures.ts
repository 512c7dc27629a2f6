import type { ProjectDashboard } from '@b2b/shared/contract';

export function dashboard(overrides: Partial<ProjectDashboard> = {}): ProjectDashboard {
  return {
    byStatus: [
      { status: 'IN_PROGRESS', count: 3 },
      { status: 'COMPLETED', count: 2 },
      { status: 'DISPUTED', count: 1 },
    ],
    milestones: { dueSoon: 2, overdue: 1, inReview: 4, dueByWeek: [2, 1, 0, 3, 0, 0] },
    amounts: [
      { currency: 'CNY', planned: 300_000, accepted: 120_000, outstanding: 180_000 },
      { currency: 'USD', planned: 50_000, accepted: 0, outstanding: 50_000 },
    ],
    rating: { average: 4.3, count: 2 },
    ratingCriteria: { quality: 4.5, communication: 4, timeliness: 4.5 },
    ...overrides,
  };
}
