import { eq } from 'drizzle-orm';
import { SHOWCASE_API, ShowcaseCompanyParams, ShowcaseViewSchema, type ShowcaseView } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { showcaseVisits, showcaseWindows } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { shanghaiDay } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { SHOW_WINDOWS, type ShowcaseApp } from '../access';
import { loadRefs, presentView } from '../present';
import { otherSideOf, readableWindows } from '../readable';

/**
 * One published window of the other side, by its company. A draft, a window of the caller's own side (its
 * own included) or an unknown company are alike: 404, so nothing tells a draft exists. Reading it is the
 * company's visit (its promotion statistics): one per viewer, company and day by the table's unique key, so a
 * refresh loop or a refetch counts once; the caller's own company is never readable here, so never counted.
 */
export async function getWindow(ctx: AppContext, caller: Caller, lang: Lang, companyId: string): Promise<ShowcaseView> {
  const zone = acrossCompanies(ctx.db, "a published window is read by the other side's users");
  const [row] = await zone
    .select()
    .from(showcaseWindows)
    .where(readableWindows(ctx.db, otherSideOf(caller), eq(showcaseWindows.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  const now = ctx.clock.now();
  await acrossCompanies(ctx.db, "a viewer's visit is counted on the window of the company it opened")
    .insert(showcaseVisits)
    .values({ companyId, viewerId: caller.user.id, day: shanghaiDay(now), createdAt: now })
    .onConflictDoNothing();
  return presentView(row, await loadRefs(ctx.db, [row], shanghaiDay(now)), lang);
}

export function registerGetWindow(app: ShowcaseApp) {
  const schema = { params: ShowcaseCompanyParams, response: responses(ShowcaseViewSchema) };
  app.get(SHOWCASE_API.window, { schema, config: { access: SHOW_WINDOWS } }, async (request) =>
    ok(request, await getWindow(app.ctx, request.caller!, request.lang, request.params.companyId)),
  );
}
