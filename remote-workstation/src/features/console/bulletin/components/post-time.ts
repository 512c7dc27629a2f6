import type { BulletinStaffPost } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';

/** The time that matters in a post's state: when it goes out, went out, or was last changed. */
export function postTime(post: BulletinStaffPost, t: (key: string, values: { time: string }) => string, lang: string): string {
  if (post.state === 'SCHEDULED' && post.publishAt) return t('scheduledFor', { time: formatDateTime(post.publishAt, lang) });
  if (post.state === 'PUBLISHED' && post.publishedAt) return t('publishedAt', { time: formatDateTime(post.publishedAt, lang) });
  return t('updated', { time: formatDateTime(post.updatedAt, lang) });
}
