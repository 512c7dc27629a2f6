/**
 * Showcase windows (issue 38): each company's one window (cover, introduction, cases with images,
 * contacts), shown to the signed-in users of the other side once published, and its exposure.
 */
export const SHOWCASE_API = {
  /** GET: the caller's company's window as it edits it (or null); PUT: create or replace it (MAIN only). */
  mine: '/api/showcase/mine',
  /** POST (MAIN only): show the window to the other side; take it down again. */
  publish: '/api/showcase/mine/publish',
  unpublish: '/api/showcase/mine/unpublish',
  /** GET: the own window's exposure: today, the last 7 days, in total. */
  exposure: '/api/showcase/mine/exposure',
  /** GET: the other side's published windows, paged, with a keyword. */
  list: '/api/showcase',
  /** GET: one published window of the other side, by its company. */
  window: '/api/showcase/:companyId',
  /** PUT: a viewer saw a company's card or window (SPEC: body `visitCompanyId`, the type as a path part). */
  addExposure: '/api/common/:type/addExposure',
} as const;

export const SHOWCASE_STATES = ['DRAFT', 'PUBLISHED'] as const;
export type ShowcaseState = (typeof SHOWCASE_STATES)[number];

/** The side of the window shown: party A (a DEV company's window) or party B (a SUP company's). */
export const EXPOSURE_TYPES = ['partyA', 'partyB'] as const;
export type ExposureType = (typeof EXPOSURE_TYPES)[number];

/** The role whose windows a type names, and the type a viewer of a role reports (the other side). */
export const EXPOSURE_ROLE = { partyA: 'DEV', partyB: 'SUP' } as const;
export const exposureTypeFor = (viewerRole: 'DEV' | 'SUP'): ExposureType => (viewerRole === 'DEV' ? 'partyB' : 'partyA');

export const SHOWCASE_LIMITS = {
  introMax: 5000,
  casesMax: 8,
  caseTitleMin: 2,
  caseTitleMax: 80,
  caseDescriptionMax: 1000,
  caseImagesMax: 4,
  contactsMax: 5,
  keywordMax: 50,
  /** Characters of the introduction shown on a card. */
  excerptMax: 140,
  /** The days of the "last 7 days" figure, today included. */
  recentDays: 7,
} as const;
