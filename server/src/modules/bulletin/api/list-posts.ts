import { and, desc, eq, lte } from 'drizzle-orm';
import { BULLETIN_API, BulletinSummarySchema, PagedSchema, PagingQuery, type BulletinSummary, type Paged } from '@b2b/shared/contract';
import type { BulletinPostRow } from '../../../db/rows';
import { bulletinPosts } from '../../../db/schema';
import type { Lang } from '../../../lib/i18n';
import { paginate } from '../../../lib/paging';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { PUBLIC, type BulletinApp } from '../access';
import { presentSummary } from '../present';

/** What a reader may see: published, and not dated after now. */
export const readable = (now: Date) => and(eq(bulletinPosts.state, 'PUBLISHED'), lte(bulletinPosts.publishedAt, now));

/** The bulletin: published posts in the reader's language, pinned first, then newest. */
export async function listPosts(ctx: AppContext, lang: Lang, query: PagingQuery): Promise<Paged<BulletinSummary>> {
  const filtered = ctx.db.select().from(bulletinPosts).where(readable(ctx.clock.now()));
  const orderBy = [desc(bulletinPosts.pinned), desc(bulletinPosts.publishedAt), desc(bulletinPosts.id)];
  return paginate(ctx.db, filtered.$dynamic(), { ...query, orderBy }, (row: BulletinPostRow) => presentSummary(row, lang));
}

export function registerListPosts(app: BulletinApp) {
  const schema = { querystring: PagingQuery, response: responses(PagedSchema(BulletinSummarySchema)) };
  app.get(BULLETIN_API.list, { schema, config: PUBLIC }, async (request) =>
    ok(request, await listPosts(app.ctx, request.lang, request.query)),
  );
}
