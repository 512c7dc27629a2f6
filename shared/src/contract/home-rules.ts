/** The signed-in start page (`home`): one call with the figures of the caller's company's day. */
export const HOME_API = {
  /** GET (DEV, SUP): counts only, each of the caller's company (`HomeSummary`). */
  summary: '/api/home/summary',
} as const;
