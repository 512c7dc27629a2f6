import { DEMAND_LIMITS, SEARCH_LIMITS, type SearchGroup } from '@b2b/shared/contract';
import { marketDemands } from '../demands/market';
import type { Viewer } from '../demands/viewer';
import type { AppContext } from '../../plugins/app/context';
import { DEMAND_ZONE_PAGE, namedOnce } from './access';

/**
 * Demands as the demand zone shows them to this caller by default: published, still taking responses, the
 * keyword over title and description (the zone's trigram index), newest first; through the zone's own read.
 */
export async function searchDemands(ctx: AppContext, viewer: Viewer, q: string): Promise<SearchGroup> {
  const keyword = q.slice(0, DEMAND_LIMITS.keywordMax);
  const page = await marketDemands(ctx, viewer, { keyword, page: 1, pageSize: SEARCH_LIMITS.perKind });
  return {
    kind: 'demands',
    total: page.total,
    items: page.list.map((demand) => ({
      id: demand.id,
      title: demand.title,
      detail: namedOnce([demand.categoryName, demand.provinceName, demand.cityName]),
      at: demand.deadline,
      to: `/${DEMAND_ZONE_PAGE}?${new URLSearchParams({ q: keyword, open: demand.id })}`,
    })),
    all: `/${DEMAND_ZONE_PAGE}?${new URLSearchParams({ q: keyword })}`,
  };
}
