import { desc, eq } from 'drizzle-orm';
import { FOLLOW_API, FollowedCompanySchema, FollowQuery, PagedSchema, type FollowedCompany, type Paged } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { companies, companyFollows, companyTypes } from '../../../db/schema';
import { acrossCompanies, companyScope } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { paginate } from '../../../lib/paging';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import type { ModuleApp } from '../../directory/access';
import { shanghaiDay } from '../../../lib/clock';
import { badgesOf } from '../../certifications/badges';
import { cardColumns, cardTypeJoin, presentCard } from '../../directory/cards';
import { FOLLOW_PAGE } from '../access';

/** The companies the caller's company follows, the latest followed first, each as its public card. */
export async function listFollowed(ctx: AppContext, caller: Caller, query: FollowQuery, lang: Lang): Promise<Paged<FollowedCompany>> {
  const now = ctx.clock.now();
  const own = companyScope(ctx.db, caller.company.id);
  const cards = acrossCompanies(ctx.db, 'the followed companies are shown by their public cards');
  const rows = cards
    .select({ ...cardColumns(ctx.db, caller.company.id), followedAt: companyFollows.createdAt, followId: companyFollows.id })
    .from(companyFollows)
    .innerJoin(companies, eq(companies.id, companyFollows.followedCompanyId))
    .leftJoin(companyTypes, cardTypeJoin)
    .where(own.where(companyFollows));
  const orderBy = [desc(companyFollows.createdAt), desc(companyFollows.id)];
  const page = await paginate(ctx.db, rows.$dynamic(), { ...query, orderBy }, (row) => row);
  const badges = await badgesOf(
    ctx.db,
    page.list.map((row) => row.id),
    shanghaiDay(now),
  );
  return {
    ...page,
    list: page.list.map(({ followedAt, followId: _id, ...row }) => ({
      ...presentCard(row, now, lang, badges.get(row.id)),
      followedAt: followedAt.getTime(),
    })),
  };
}

export function registerListFollowed(app: ModuleApp) {
  const schema = { querystring: FollowQuery, response: responses(PagedSchema(FollowedCompanySchema)) };
  app.get(FOLLOW_API.list, { schema, config: { access: FOLLOW_PAGE } }, async (request) =>
    ok(request, await listFollowed(app.ctx, request.caller!, request.query, request.lang)),
  );
}
