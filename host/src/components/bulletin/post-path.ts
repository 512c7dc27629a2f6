import type { BulletinSummary } from '@b2b/shared/contract';

/** A post's address: its slug when it has one (a readable link), else its id. */
export const postPath = (post: Pick<BulletinSummary, 'id' | 'slug'>) => `/bulletin/${post.slug ?? post.id}`;
