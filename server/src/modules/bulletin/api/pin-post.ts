import { eq } from 'drizzle-orm';
import { BULLETIN_API, BulletinStaffPostSchema, PinBody, type BulletinStaffPost } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { bulletinPosts } from '../../../db/schema';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { idParams, STAFF, type BulletinApp } from '../access';
import { presentStaffPost } from '../present';
import { lockPost, recordEvent } from '../state';

/** Pinned posts head the bulletin (newest pinned first); pinning is no state change and may precede publication. */
export async function pinPost(ctx: AppContext, staff: Caller, id: string, body: PinBody): Promise<BulletinStaffPost> {
  const row = await ctx.db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    if (post.pinned === body.pinned) return post;
    const [saved] = await tx
      .update(bulletinPosts)
      .set({ pinned: body.pinned, updatedAt: ctx.clock.now() })
      .where(eq(bulletinPosts.id, post.id))
      .returning();
    await recordEvent(ctx, tx, post, staff, body.pinned ? 'pinned' : 'unpinned');
    return saved;
  });
  return presentStaffPost(row);
}

export function registerPinPost(app: BulletinApp) {
  const schema = { params: idParams, body: PinBody, response: responses(BulletinStaffPostSchema) };
  app.put(BULLETIN_API.pin, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await pinPost(app.ctx, request.caller!, request.params.id, request.body)),
  );
}
