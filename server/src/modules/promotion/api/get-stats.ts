import { gte, sql } from 'drizzle-orm';
import {
  PROMOTION_API,
  PromotionStatsQuery,
  PromotionStatsSchema,
  STATS_PERIODS,
  type PromotionDay,
  type PromotionStats,
  type StatsPeriod,
} from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { showcaseExposures, showcaseVisits } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { shanghaiDay } from '../../../lib/clock';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { PROMOTION_PAGE, type PromotionApp } from '../access';

const DAY_MS = 24 * 60 * 60_000;

/** The last `days` days in Asia/Shanghai, oldest first, today last. */
export function periodDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, i) => shanghaiDay(new Date(now.getTime() - (days - 1 - i) * DAY_MS)));
}

/**
 * Per day of the period, how many viewers saw the caller's company's card or window (exposure) and how many
 * opened its window (visits); each is already one row per viewer, company and day, so a count is the figure.
 */
export async function getStats(ctx: AppContext, caller: Caller, days: StatsPeriod): Promise<PromotionStats> {
  const series = periodDays(ctx.clock.now(), days);
  const own = companyScope(ctx.db, caller.company.id);
  const [exposures, visits] = await Promise.all([
    own
      .pick(showcaseExposures, { day: showcaseExposures.day, n: sql<number>`count(*)`.mapWith(Number) })
      .where(gte(showcaseExposures.day, series[0]))
      .groupBy(showcaseExposures.day),
    own
      .pick(showcaseVisits, { day: showcaseVisits.day, n: sql<number>`count(*)`.mapWith(Number) })
      .where(gte(showcaseVisits.day, series[0]))
      .groupBy(showcaseVisits.day),
  ]);
  const byDay = (rows: { day: string; n: number }[]) => new Map(rows.map((row) => [row.day, row.n]));
  const seen = byDay(exposures);
  const opened = byDay(visits);
  const list: PromotionDay[] = series.map((day) => ({ day, exposures: seen.get(day) ?? 0, visits: opened.get(day) ?? 0 }));
  const sum = (key: 'exposures' | 'visits') => list.reduce((total, day) => total + day[key], 0);
  return { days, series: list, totals: { exposures: sum('exposures'), visits: sum('visits') } };
}

export function registerGetStats(app: PromotionApp) {
  const schema = { querystring: PromotionStatsQuery, response: responses(PromotionStatsSchema) };
  app.get(PROMOTION_API.stats, { schema, config: { access: PROMOTION_PAGE } }, async (request) =>
    ok(request, await getStats(app.ctx, request.caller!, request.query.days ?? STATS_PERIODS[0])),
  );
}
