import { BULLETIN_API, BulletinBody, BulletinStaffPostSchema, type BulletinStaffPost } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { bulletinPosts } from '../../../db/schema';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { POST_BODY_LIMIT, STAFF, type BulletinApp } from '../access';
import { assertSlugFree, cleanPost, rethrowSlugTaken } from '../clean';
import { presentStaffPost } from '../present';
import { recordEvent } from '../state';

/** A new post, a DRAFT: nobody but staff sees it until it is published. */
export async function createPost(ctx: AppContext, staff: Caller, body: BulletinBody): Promise<BulletinStaffPost> {
  const values = cleanPost(body);
  const now = ctx.clock.now();
  const row = await ctx.db
    .transaction(async (tx) => {
      await assertSlugFree(tx, values.slug);
      const [post] = await tx
        .insert(bulletinPosts)
        .values({ ...values, state: 'DRAFT', createdBy: staff.user.id, createdAt: now, updatedAt: now })
        .returning();
      await recordEvent(ctx, tx, post, staff, 'created');
      return post;
    })
    .catch(rethrowSlugTaken);
  return presentStaffPost(row);
}

export function registerCreatePost(app: BulletinApp) {
  const schema = { body: BulletinBody, response: responses(BulletinStaffPostSchema) };
  app.post(BULLETIN_API.staffList, { schema, bodyLimit: POST_BODY_LIMIT, config: { access: STAFF } }, async (request) =>
    ok(request, await createPost(app.ctx, request.caller!, request.body)),
  );
}
