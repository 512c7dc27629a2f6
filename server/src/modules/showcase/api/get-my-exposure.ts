import { sql } from 'drizzle-orm';
import { ExposureStatsSchema, SHOWCASE_API, SHOWCASE_LIMITS, type ExposureStats } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { showcaseExposures } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { shanghaiDay } from '../../../lib/clock';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { OWN_WINDOW, type ShowcaseApp } from '../access';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the other side saw the own company's window: today, the last 7 days (today included), in total. */
export async function getMyExposure(ctx: AppContext, caller: Caller): Promise<ExposureStats> {
  const now = ctx.clock.now();
  const today = shanghaiDay(now);
  const weekStart = shanghaiDay(new Date(now.getTime() - (SHOWCASE_LIMITS.recentDays - 1) * DAY_MS));
  const day = showcaseExposures.day;
  const [row] = await companyScope(ctx.db, caller.company.id)
    .pick(showcaseExposures, {
      today: sql<number>`count(*) filter (where ${day} = ${today})`.mapWith(Number),
      last7Days: sql<number>`count(*) filter (where ${day} >= ${weekStart})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .where();
  return { today: row?.today ?? 0, last7Days: row?.last7Days ?? 0, total: row?.total ?? 0 };
}

export function registerGetMyExposure(app: ShowcaseApp) {
  const schema = { response: responses(ExposureStatsSchema) };
  app.get(SHOWCASE_API.exposure, { schema, config: { access: OWN_WINDOW } }, async (request) =>
    ok(request, await getMyExposure(app.ctx, request.caller!)),
  );
}
