import { eq } from 'drizzle-orm';
import { BULLETIN_API, BulletinBody, BulletinStaffPostSchema, type BulletinStaffPost } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { bulletinPosts } from '../../../db/schema';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { idParams, POST_BODY_LIMIT, STAFF, type BulletinApp } from '../access';
import { assertSlugFree, cleanPost, rethrowSlugTaken } from '../clean';
import { presentStaffPost } from '../present';
import { lockPost, recordEvent } from '../state';

/** New titles, bodies or slug, in any state: a published post shows the correction at once. */
export async function editPost(ctx: AppContext, staff: Caller, id: string, body: BulletinBody): Promise<BulletinStaffPost> {
  const values = cleanPost(body);
  const row = await ctx.db
    .transaction(async (tx) => {
      const post = await lockPost(tx, id);
      await assertSlugFree(tx, values.slug, post.id);
      const [saved] = await tx
        .update(bulletinPosts)
        .set({ ...values, updatedAt: ctx.clock.now() })
        .where(eq(bulletinPosts.id, post.id))
        .returning();
      await recordEvent(ctx, tx, post, staff, 'edited');
      return saved;
    })
    .catch(rethrowSlugTaken);
  return presentStaffPost(row);
}

export function registerEditPost(app: BulletinApp) {
  const schema = { params: idParams, body: BulletinBody, response: responses(BulletinStaffPostSchema) };
  app.put(BULLETIN_API.staffPost, { schema, bodyLimit: POST_BODY_LIMIT, config: { access: STAFF } }, async (request) =>
    ok(request, await editPost(app.ctx, request.caller!, request.params.id, request.body)),
  );
}
