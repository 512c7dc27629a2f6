import { BULLETIN_API, BulletinStaffPostSchema, type BulletinStaffPost } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { idParams, STAFF, type BulletinApp } from '../access';
import { movePost } from '../moves';

/** Off the bulletin (a published post, or a scheduled one before its time); staff may publish it again. */
export const unpublishPost = (ctx: AppContext, staff: Caller, id: string): Promise<BulletinStaffPost> =>
  movePost(ctx, staff, id, 'unpublish');

export function registerUnpublishPost(app: BulletinApp) {
  const schema = { params: idParams, response: responses(BulletinStaffPostSchema) };
  app.post(BULLETIN_API.unpublish, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await unpublishPost(app.ctx, request.caller!, request.params.id)),
  );
}
