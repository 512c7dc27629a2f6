/** The onboarded suppliers' directory (route `onboarded-sup`) and follows (route `account/follow`). */
export const DIRECTORY_API = {
  /** GET: approved suppliers, promoted first, then the most recently approved. */
  suppliers: '/api/directory/suppliers',
  /** POST: the direct conversation with a listed supplier's main account (created the first time); answers its id. */
  chat: '/api/directory/suppliers/:id/chat',
} as const;

export const FOLLOW_API = {
  /** GET: the companies the caller's company follows, newest first; POST `{ companyId }`: follow one. */
  list: '/api/user/follow',
  /** DELETE: stop following (id = the followed company's). */
  item: '/api/user/follow/:id',
} as const;

export const DIRECTORY_LIMITS = {
  keywordMax: 50,
  /** The capacity filter: at least this many people in the supplier's manpower. */
  minHeadcountMax: 10_000,
  pageSizeDefault: 12,
} as const;

/** The capacity choices the directory's filter offers (minimum head count). */
export const HEADCOUNT_STEPS = [1, 5, 10, 20, 50] as const;

/** The rating filter's choices: at least this average of the published ratings a supplier received. */
export const RATING_STEPS = [3, 4, 4.5] as const;
export type RatingStep = (typeof RATING_STEPS)[number];
