import { HOME_API, HomeSummarySchema, type HomeSummary } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { unreadNoticeCounts } from '../../notices/counts';
import { devFigures } from '../dev-figures';
import { supFigures } from '../sup-figures';
import { HOME_PAGE, type HomeApp } from '../access';

/** The caller's side's figures and its unread TODO notices: counts only, each over the caller's own rows. */
export async function homeSummary(ctx: AppContext, caller: Caller): Promise<HomeSummary> {
  const now = ctx.clock.now();
  const [notices, side] = await Promise.all([
    unreadNoticeCounts(ctx.db, caller.user.id),
    caller.company.role === 'SUP'
      ? supFigures(ctx.db, caller.company, now).then((sup) => ({ sup }))
      : devFigures(ctx.db, caller.company.id, now).then((dev) => ({ dev })),
  ]);
  return { todoNotices: notices.TODO, ...side };
}

export function registerGetHomeSummary(app: HomeApp) {
  app.get(HOME_API.summary, { schema: { response: responses(HomeSummarySchema) }, config: { access: HOME_PAGE } }, async (request) =>
    ok(request, await homeSummary(app.ctx, request.caller!)),
  );
}
