import Type from 'typebox';
import { eq } from 'drizzle-orm';
import { FOLLOW_API, Uuid } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { companyFollows } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import type { ModuleApp } from '../../directory/access';
import { FOLLOW_PAGE } from '../access';

/** The caller's company stops following a company; asking again (or for one it never followed) answers the same. */
export async function unfollowCompany(ctx: AppContext, caller: Caller, companyId: string): Promise<null> {
  await companyScope(ctx.db, caller.company.id).delete(companyFollows).where(eq(companyFollows.followedCompanyId, companyId));
  return null;
}

export function registerUnfollowCompany(app: ModuleApp) {
  const params = Type.Object({ id: Uuid }, { additionalProperties: false });
  const schema = { params, response: responses(Type.Null()) };
  app.delete(FOLLOW_API.item, { schema, config: { access: FOLLOW_PAGE } }, async (request) =>
    ok(request, await unfollowCompany(app.ctx, request.caller!, request.params.id)),
  );
}
