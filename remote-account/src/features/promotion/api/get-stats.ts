import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { PROMOTION_API, type PromotionStats, type StatsPeriod } from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** Exposure and visits of the company's window per day over the period; the last period stays while the next loads. */
export const promotionStatsQuery = (days: StatsPeriod) =>
  queryOptions({
    queryKey: queryKeys.promotion.stats(days),
    queryFn: ({ signal }) => api.get<PromotionStats>(PROMOTION_API.stats, { days }, { signal, silent: true }),
    meta: INLINE_ERROR,
    placeholderData: keepPreviousData,
  });

export const usePromotionStats = (days: StatsPeriod) => useQuery(promotionStatsQuery(days));
