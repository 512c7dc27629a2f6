import { bulletinExcerpt, type BulletinPost, type BulletinStaffPost, type BulletinSummary } from '@b2b/shared/contract';
import type { BulletinPostRow } from '../../db/rows';
import type { Lang } from '../../lib/i18n';

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** A post as the console edits it: both languages, state and times. */
export const presentStaffPost = (row: BulletinPostRow): BulletinStaffPost => ({
  id: row.id,
  slug: row.slug,
  titleZh: row.titleZh,
  titleEn: row.titleEn,
  bodyZh: row.bodyZh,
  bodyEn: row.bodyEn,
  state: row.state,
  pinned: row.pinned,
  publishAt: ms(row.publishAt),
  publishedAt: ms(row.publishedAt),
  createdAt: row.createdAt.getTime(),
  updatedAt: row.updatedAt.getTime(),
});

const inLang = (row: BulletinPostRow, lang: Lang) =>
  lang === 'en-US' ? { title: row.titleEn, body: row.bodyEn } : { title: row.titleZh, body: row.bodyZh };

/** A published post in the reader's language, for a list. */
export function presentSummary(row: BulletinPostRow, lang: Lang): BulletinSummary {
  const { title, body } = inLang(row, lang);
  return { id: row.id, slug: row.slug, title, excerpt: bulletinExcerpt(body), pinned: row.pinned, publishedAt: row.publishedAt!.getTime() };
}

/** A published post in the reader's language, whole. */
export const presentPost = (row: BulletinPostRow, lang: Lang): BulletinPost => ({
  ...presentSummary(row, lang),
  body: inLang(row, lang).body,
});
