import { and, count, desc, sql } from 'drizzle-orm';
import { bulletinExcerpt, SEARCH_LIMITS, type SearchGroup } from '@b2b/shared/contract';
import { bulletinPosts } from '../../db/schema';
import type { Lang } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import { readable } from '../bulletin/api/list-posts';
import { likePattern } from '../demands/filters';

/** Both languages' titles and bodies, lower-cased: a reader finds a post by words of either language. */
const SEARCHED = sql`lower(${bulletinPosts.titleZh} || chr(10) || ${bulletinPosts.titleEn} || chr(10) || ${bulletinPosts.bodyZh} || chr(10) || ${bulletinPosts.bodyEn})`;

/** Published bulletin posts (never a draft, a scheduled or a withdrawn one), newest first, in the reader's language. */
export async function searchBulletin(ctx: AppContext, q: string, lang: Lang): Promise<SearchGroup> {
  const where = and(readable(ctx.clock.now()), sql`${SEARCHED} like ${likePattern(q)} escape '\\'`);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(bulletinPosts)
      .where(where)
      .orderBy(desc(bulletinPosts.publishedAt), desc(bulletinPosts.id))
      .limit(SEARCH_LIMITS.perKind),
    ctx.db.select({ n: count() }).from(bulletinPosts).where(where),
  ]);
  return {
    kind: 'bulletin',
    total: counted.n,
    items: rows.map((row) => {
      const en = lang === 'en-US';
      return {
        id: row.id,
        title: en ? row.titleEn : row.titleZh,
        detail: bulletinExcerpt(en ? row.bodyEn : row.bodyZh),
        at: row.publishedAt!.getTime(),
        to: `/bulletin/${encodeURIComponent(row.slug ?? row.id)}`,
      };
    }),
    all: '/bulletin',
  };
}
