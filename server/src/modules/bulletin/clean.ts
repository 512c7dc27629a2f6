import { and, eq, ne } from 'drizzle-orm';
import { BULLETIN_LIMITS as L, type BulletinBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { bulletinPosts } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { cleanMarkdown, stripControl } from '../demands/clean';

/** The columns a post's body sets. */
export type PostValues = Pick<typeof bulletinPosts.$inferInsert, 'titleZh' | 'titleEn' | 'bodyZh' | 'bodyEn' | 'slug'>;

/**
 * The post as stored: control characters and HTML tags out, trimmed, and the lengths checked again on
 * what is left (a title of spaces is no title): 400 VALIDATION on every field that fails.
 */
export function cleanPost(body: BulletinBody): PostValues {
  const values = {
    titleZh: stripControl(body.titleZh).replace(/\s+/g, ' ').trim(),
    titleEn: stripControl(body.titleEn).replace(/\s+/g, ' ').trim(),
    bodyZh: cleanMarkdown(body.bodyZh).trim(),
    bodyEn: cleanMarkdown(body.bodyEn).trim(),
  };
  const short = [
    ...(['titleZh', 'titleEn'] as const).filter((f) => values[f].length < L.titleMin),
    ...(['bodyZh', 'bodyEn'] as const).filter((f) => values[f].length < L.bodyMin),
  ];
  if (short.length) throw new AppError('VALIDATION', { fields: short.map((f) => `/${f}`) });
  return { ...values, slug: body.slug ?? null };
}

/** 409 when another post already uses the slug (the unique index says the same under a race). */
export async function assertSlugFree(tx: Tx, slug: string | null | undefined, postId?: string): Promise<void> {
  if (!slug) return;
  const others = postId ? and(eq(bulletinPosts.slug, slug), ne(bulletinPosts.id, postId)) : eq(bulletinPosts.slug, slug);
  const [taken] = await tx.select({ id: bulletinPosts.id }).from(bulletinPosts).where(others).limit(1);
  if (taken) throw new AppError('BULLETIN_SLUG_TAKEN');
}

/** A save that lost the race for a slug to another (the unique index's error) is the same 409. */
export function rethrowSlugTaken(error: unknown): never {
  throw isUniqueViolation(error) ? new AppError('BULLETIN_SLUG_TAKEN') : error;
}
