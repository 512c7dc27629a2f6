import { and, eq } from 'drizzle-orm';
import { BULLETIN_API, BULLETIN_SLUG_PATTERN, BulletinPostSchema, Uuid, type BulletinPost } from '@b2b/shared/contract';
import { bulletinPosts } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { keyParams, PUBLIC, type BulletinApp } from '../access';
import { presentPost } from '../present';
import { readable } from './list-posts';

// The contract's one id pattern (TypeBox keeps it on the schema).
const UUID = new RegExp((Uuid as unknown as { pattern: string }).pattern);
const SLUG = new RegExp(BULLETIN_SLUG_PATTERN);

/** One published post by id or slug; a draft, a scheduled or a withdrawn post is as absent as an unknown one (404). */
export async function getPost(ctx: AppContext, lang: Lang, key: string): Promise<BulletinPost> {
  const byKey = UUID.test(key) ? eq(bulletinPosts.id, key) : SLUG.test(key) ? eq(bulletinPosts.slug, key) : null;
  if (!byKey) throw new AppError('NOT_FOUND');
  const [row] = await ctx.db
    .select()
    .from(bulletinPosts)
    .where(and(byKey, readable(ctx.clock.now())));
  if (!row) throw new AppError('NOT_FOUND');
  return presentPost(row, lang);
}

export function registerGetPost(app: BulletinApp) {
  const schema = { params: keyParams, response: responses(BulletinPostSchema) };
  app.get(BULLETIN_API.post, { schema, config: PUBLIC }, async (request) =>
    ok(request, await getPost(app.ctx, request.lang, request.params.key)),
  );
}
