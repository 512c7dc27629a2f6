import { desc, eq, sql } from 'drizzle-orm';
import {
  BULLETIN_API,
  BulletinStaffPostSchema,
  BulletinStaffQuery,
  PagedSchema,
  type BulletinStaffPost,
  type Paged,
} from '@b2b/shared/contract';
import { bulletinPosts } from '../../../db/schema';
import { paginate } from '../../../lib/paging';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { STAFF, type BulletinApp } from '../access';
import { presentStaffPost } from '../present';

/** Every post in every state for the console: drafts and scheduled ones first, then newest change first. */
export async function staffListPosts(ctx: AppContext, query: BulletinStaffQuery): Promise<Paged<BulletinStaffPost>> {
  const filtered = ctx.db
    .select()
    .from(bulletinPosts)
    .where(query.state ? eq(bulletinPosts.state, query.state) : undefined);
  const waiting = desc(sql`${bulletinPosts.state} in ('DRAFT', 'SCHEDULED')`);
  const orderBy = [waiting, desc(bulletinPosts.updatedAt), desc(bulletinPosts.id)];
  return paginate(ctx.db, filtered.$dynamic(), { ...query, orderBy }, presentStaffPost);
}

export function registerStaffListPosts(app: BulletinApp) {
  const schema = { querystring: BulletinStaffQuery, response: responses(PagedSchema(BulletinStaffPostSchema)) };
  app.get(BULLETIN_API.staffList, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await staffListPosts(app.ctx, request.query)),
  );
}
