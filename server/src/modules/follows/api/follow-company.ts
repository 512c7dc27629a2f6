import { eq } from 'drizzle-orm';
import { FOLLOW_API, FollowBody, FollowedCompanySchema, type FollowedCompany } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { companies, companyFollows, companyTypes } from '../../../db/schema';
import { acrossCompanies, companyScope } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { shanghaiDay } from '../../../lib/clock';
import { badgesOf } from '../../certifications/badges';
import { cardColumns, cardTypeJoin, presentCard } from '../../directory/cards';
import type { ModuleApp } from '../../directory/access';
import { FOLLOW_PAGE } from '../access';
import { followableCompany } from '../followable';

/** The caller's company follows another; following it again changes nothing (the first date stays). */
export async function followCompany(ctx: AppContext, caller: Caller, companyId: string, lang: Lang): Promise<FollowedCompany> {
  const followed = await followableCompany(ctx.db, caller, companyId);
  const own = companyScope(ctx.db, caller.company.id);
  const now = ctx.clock.now();
  await own
    .insert(companyFollows)
    .values({ followedCompanyId: followed, createdBy: caller.user.id, createdAt: now })
    .onConflictDoNothing({ target: [companyFollows.companyId, companyFollows.followedCompanyId] });
  const cards = acrossCompanies(ctx.db, 'the followed company is shown by its public card');
  const [row] = await cards
    .select({ ...cardColumns(ctx.db, caller.company.id), followedAt: companyFollows.createdAt })
    .from(companies)
    .leftJoin(companyTypes, cardTypeJoin)
    .innerJoin(companyFollows, own.where(companyFollows, eq(companyFollows.followedCompanyId, companies.id)))
    .where(eq(companies.id, followed));
  const badges = await badgesOf(ctx.db, [row.id], shanghaiDay(now));
  return { ...presentCard(row, now, lang, badges.get(row.id)), followedAt: row.followedAt.getTime() };
}

export function registerFollowCompany(app: ModuleApp) {
  const schema = { body: FollowBody, response: responses(FollowedCompanySchema) };
  app.post(FOLLOW_API.list, { schema, config: { access: FOLLOW_PAGE } }, async (request) =>
    ok(request, await followCompany(app.ctx, request.caller!, request.body.companyId, request.lang)),
  );
}
