import { BULLETIN_API, BulletinStaffPostSchema, type BulletinStaffPost } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { idParams, STAFF, type BulletinApp } from '../access';
import { movePost } from '../moves';

/** Out now (a draft, a scheduled or a withdrawn post), dated now; a scheduled publication is dropped. */
export function publishPost(ctx: AppContext, staff: Caller, id: string): Promise<BulletinStaffPost> {
  const now = ctx.clock.now();
  return movePost(ctx, staff, id, 'publish', { publishAt: now, publishedAt: now });
}

export function registerPublishPost(app: BulletinApp) {
  const schema = { params: idParams, response: responses(BulletinStaffPostSchema) };
  app.post(BULLETIN_API.publish, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await publishPost(app.ctx, request.caller!, request.params.id)),
  );
}
