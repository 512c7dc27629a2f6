/**
 * The bulletin: platform announcements written by staff in both languages (docs/marketplace.md,
 * "Bulletin"). Staff edit in the console; visitors read what is published.
 */
export const BULLETIN_API = {
  /** GET (public): published posts, pinned first, then newest; paged. */
  list: '/api/bulletin',
  /** GET (public): one published post, by id or slug. */
  post: '/api/bulletin/:key',
  /** GET (staff): every post with its state; POST (staff): a new draft. */
  staffList: '/api/console/bulletin',
  /** GET, PUT (staff): one post in both languages, whatever its state. */
  staffPost: '/api/console/bulletin/:id',
  /** POST (staff): publish now; schedule for `publishAt`; take off the bulletin. */
  publish: '/api/console/bulletin/:id/publish',
  schedule: '/api/console/bulletin/:id/schedule',
  unpublish: '/api/console/bulletin/:id/unpublish',
  /** PUT (staff): `{ pinned }`. */
  pin: '/api/console/bulletin/:id/pin',
} as const;

export const BULLETIN_STATES = ['DRAFT', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type BulletinState = (typeof BULLETIN_STATES)[number];

export const BULLETIN_LIMITS = {
  titleMin: 2,
  titleMax: 120,
  bodyMin: 10,
  bodyMax: 10_000,
  /** A slug names a post in its address: lower-case letters, digits and single hyphens. */
  slugMin: 3,
  slugMax: 80,
  /** Characters of the body shown in a list. */
  excerptMax: 160,
  /** How far ahead a publication may be scheduled. */
  scheduleMaxDays: 365,
  /** Seconds a public answer may be reused by the browser and a CDN. */
  publicCacheSeconds: 30,
} as const;

export const BULLETIN_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

interface Move {
  from: readonly BulletinState[];
  to: BulletinState;
}

/** A post's transitions; editing and pinning change no state. */
export const BULLETIN_TRANSITIONS = {
  publish: { from: ['DRAFT', 'SCHEDULED', 'UNPUBLISHED'], to: 'PUBLISHED' },
  schedule: { from: ['DRAFT', 'SCHEDULED', 'UNPUBLISHED'], to: 'SCHEDULED' },
  unpublish: { from: ['PUBLISHED', 'SCHEDULED'], to: 'UNPUBLISHED' },
  /** The job at `publishAt`. */
  scheduledPublish: { from: ['SCHEDULED'], to: 'PUBLISHED' },
} as const satisfies Record<string, Move>;
export type BulletinMove = keyof typeof BULLETIN_TRANSITIONS;

export const bulletinMayMove = (state: BulletinState, move: BulletinMove): boolean =>
  (BULLETIN_TRANSITIONS[move].from as readonly BulletinState[]).includes(state);

/** Markdown as one line of plain text: markup left out, never HTML. */
function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first characters of a Markdown body as plain text, for lists. Headings are left out (run into the
 * paragraph after them they read as one sentence), unless the body is nothing but headings.
 */
export function bulletinExcerpt(body: string, max: number = BULLETIN_LIMITS.excerptMax): string {
  const text = plainText(body.replace(/^\s{0,3}#{1,6}\s.*$/gm, ' ')) || plainText(body);
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
