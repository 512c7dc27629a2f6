/** The signed-in start page (`home`): one call with the figures of the caller's company's day. */
export const HOME_API = {
  /** GET (DEV, SUP): counts only, each of the caller's company (`HomeSummary`). */
  summary: '/api/home/summary',
  /** GET (DEV, SUP): the latest things the companies the caller's company follows did (`HomeNews`). */
  news: '/api/home/news',
} as const;

/**
 * What a followed company did: published a demand, published or updated its showcase window, was approved, had a
 * certificate approved (CERTIFIED: the item's title names the certificate in the reader's language).
 */
export const HOME_NEWS_KINDS = ['DEMAND_PUBLISHED', 'WINDOW_PUBLISHED', 'WINDOW_UPDATED', 'COMPANY_APPROVED', 'CERTIFIED'] as const;
export type HomeNewsKind = (typeof HOME_NEWS_KINDS)[number];

export const HOME_LIMITS = {
  /** News items on home, newest first. */
  news: 5,
} as const;
