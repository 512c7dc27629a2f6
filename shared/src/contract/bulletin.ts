import Type, { type Static } from 'typebox';
import { pagingProperties } from './envelope';
import { BULLETIN_LIMITS as L, BULLETIN_SLUG_PATTERN, BULLETIN_STATES } from './bulletin-rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const Title = Type.String({ minLength: L.titleMin, maxLength: L.titleMax });
const Body = Type.String({ minLength: L.bodyMin, maxLength: L.bodyMax });
const Slug = Type.String({ minLength: L.slugMin, maxLength: L.slugMax, pattern: BULLETIN_SLUG_PATTERN });

/** A post as staff write it: title and Markdown body in both languages, an optional slug for its address. */
export const BulletinBody = Type.Object(
  { titleZh: Title, titleEn: Title, bodyZh: Body, bodyEn: Body, slug: Type.Optional(Nullable(Slug)) },
  { additionalProperties: false },
);
export type BulletinBody = Static<typeof BulletinBody>;

/** When a post goes out (epoch ms), in the future and within `scheduleMaxDays`. */
export const ScheduleBody = Type.Object({ publishAt: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type ScheduleBody = Static<typeof ScheduleBody>;

export const PinBody = Type.Object({ pinned: Type.Boolean() }, { additionalProperties: false });
export type PinBody = Static<typeof PinBody>;

export const BulletinStaffQuery = Type.Object(
  { ...pagingProperties, state: Type.Optional(Type.Enum(BULLETIN_STATES)) },
  { additionalProperties: false },
);
export type BulletinStaffQuery = Static<typeof BulletinStaffQuery>;

/** A public post in the reader's language; `excerpt` is plain text, `body` Markdown (rendered by ui-kit's one renderer). */
export const BulletinSummarySchema = Type.Object({
  id: Type.String(),
  slug: Nullable(Type.String()),
  title: Type.String(),
  excerpt: Type.String(),
  pinned: Type.Boolean(),
  /** Epoch ms. */
  publishedAt: Type.Integer(),
});
export type BulletinSummary = Static<typeof BulletinSummarySchema>;

export const BulletinPostSchema = Type.Object({ ...BulletinSummarySchema.properties, body: Type.String() });
export type BulletinPost = Static<typeof BulletinPostSchema>;

/** A post as the console shows it: both languages, its state and times. */
export const BulletinStaffPostSchema = Type.Object({
  id: Type.String(),
  slug: Nullable(Type.String()),
  titleZh: Type.String(),
  titleEn: Type.String(),
  bodyZh: Type.String(),
  bodyEn: Type.String(),
  state: Type.Enum(BULLETIN_STATES),
  pinned: Type.Boolean(),
  /** When it goes out (SCHEDULED) or went out (PUBLISHED, UNPUBLISHED); epoch ms. */
  publishAt: Nullable(Type.Integer()),
  publishedAt: Nullable(Type.Integer()),
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
});
export type BulletinStaffPost = Static<typeof BulletinStaffPostSchema>;
