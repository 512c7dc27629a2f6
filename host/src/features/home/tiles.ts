import type { MenuEntry } from '@b2b/shared/access';
import type { HomeSummary } from '@b2b/shared/contract';

/** A figure's breakdown line: `home.detail.<key>` with its count. */
export interface TileDetail {
  key: string;
  value: number;
}

/**
 * One tile of the home page: where the action is (a page of the route table, shown by the guard's rule, a
 * pay-only one as an upgrade offer where `offersUpgrade`), its live figure when it has one, and a breakdown.
 */
export interface Tile extends MenuEntry {
  key: string;
  /** Whether the tile shows a count; `value` is undefined until the figures have come. */
  counted: boolean;
  value?: number;
  details?: TileDetail[];
}

const details = (entries: Record<string, number>): TileDetail[] =>
  Object.entries(entries)
    .filter(([, value]) => value > 0)
    .map(([key, value]) => ({ key, value }));

/** Party A's tiles: what waits for it first, then its lists, then the actions. */
function devTiles(dev: HomeSummary['dev']): Tile[] {
  const demands = dev?.demands;
  return [
    { key: 'toEvaluate', to: '/workstation/published/dev/List?status=PUBLISHED', counted: true, value: dev?.responsesToEvaluate },
    {
      key: 'myDemands',
      to: '/workstation/published/dev/List',
      counted: true,
      value: demands?.PUBLISHED,
      details:
        demands &&
        details({
          'demand.DRAFT': demands.DRAFT,
          'demand.PENDING': demands.PENDING,
          'demand.REJECTED': demands.REJECTED,
          'demand.CLOSED': demands.CLOSED,
          'demand.AWARDED': demands.AWARDED,
        }),
    },
    { key: 'projects', to: '/workstation/project/list', counted: true, value: dev?.projectsNeedingAction },
    { key: 'milestones', to: '/workstation/project/dashBoard', counted: true, value: dev?.milestonesInReview },
    { key: 'publish', to: '/workstation/published/dev/publish', offersUpgrade: true, counted: false },
    { key: 'suppliers', to: '/onboarded-sup', offersUpgrade: true, counted: false },
  ];
}

/** The supplier's tiles: demands for it, its responses, its work, its people. */
function supTiles(sup: HomeSummary['sup']): Tile[] {
  const responses = sup?.responses;
  const work = sup?.work;
  return [
    {
      key: 'demands',
      to: '/demand',
      offersUpgrade: true,
      counted: true,
      value: sup?.matchingDemands,
      details: sup && details({ open: sup.openDemands }),
    },
    {
      key: 'responses',
      to: '/workstation/published/sup/list',
      counted: true,
      value: responses?.active,
      details:
        responses &&
        details({
          marked: responses.marked,
          shortlisted: responses.shortlisted,
          rejected: responses.rejected,
          awarded: responses.awarded,
          declined: responses.declined,
        }),
    },
    {
      key: 'work',
      to: '/workstation/project/work',
      counted: true,
      value: work?.projects,
      details: work && details({ overdue: work.overdue, dueSoon: work.dueSoon, sentBack: work.sentBack }),
    },
    { key: 'manpower', to: '/workstation/manpower', counted: false },
  ];
}

/** Every tile of a side, with unread chat (both sides) at the end. */
export function homeTiles(side: 'DEV' | 'SUP', summary: HomeSummary | undefined, chatUnread: number | undefined): Tile[] {
  return [
    ...(side === 'DEV' ? devTiles(summary?.dev) : supTiles(summary?.sup)),
    { key: 'chat', to: '/chat', offersUpgrade: true, counted: true, value: chatUnread },
  ];
}
