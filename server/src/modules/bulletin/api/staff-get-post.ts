import { eq } from 'drizzle-orm';
import { BULLETIN_API, BulletinStaffPostSchema, type BulletinStaffPost } from '@b2b/shared/contract';
import { bulletinPosts } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { idParams, STAFF, type BulletinApp } from '../access';
import { presentStaffPost } from '../present';

/** One post in both languages, whatever its state, for the console's editor. */
export async function staffGetPost(ctx: AppContext, id: string): Promise<BulletinStaffPost> {
  const [row] = await ctx.db.select().from(bulletinPosts).where(eq(bulletinPosts.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return presentStaffPost(row);
}

export function registerStaffGetPost(app: BulletinApp) {
  const schema = { params: idParams, response: responses(BulletinStaffPostSchema) };
  app.get(BULLETIN_API.staffPost, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await staffGetPost(app.ctx, request.params.id)),
  );
}
