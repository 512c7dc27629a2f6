import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { PROMOTION_API, type PromotionOverview } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The company's placement, invite code and its uses; the page shows a failure. */
export const promotionOverviewQuery = () =>
  queryOptions({
    queryKey: queryKeys.promotion.overview(),
    queryFn: ({ signal }) => api.get<PromotionOverview>(PROMOTION_API.overview, undefined, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

export const usePromotionOverview = () => useQuery(promotionOverviewQuery());
