import Type, { type Static } from 'typebox';
import { CertBadgeSchema } from './certification';
import { CompanyContact } from './company';
import { pagingProperties, Uuid } from './envelope';
import { UploadedFileSchema } from './files';
import { CompanyRatingSchema } from './projects';
import { EXPOSURE_TYPES, SHOWCASE_LIMITS as L, SHOWCASE_STATES } from './showcase-rules';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ShowcaseCaseBody = Type.Object(
  {
    title: Type.String({ minLength: L.caseTitleMin, maxLength: L.caseTitleMax }),
    description: Type.String({ maxLength: L.caseDescriptionMax }),
    /** Public images of the company's own (`?visibility=public` uploads). */
    imageIds: Type.Array(Uuid, { maxItems: L.caseImagesMax }),
  },
  { additionalProperties: false },
);
export type ShowcaseCaseBody = Static<typeof ShowcaseCaseBody>;

/** The window as its company writes it; the introduction is Markdown in both languages (either may be empty). */
export const ShowcaseBody = Type.Object(
  {
    coverFileId: Nullable(Uuid),
    introZh: Type.String({ maxLength: L.introMax }),
    introEn: Type.String({ maxLength: L.introMax }),
    cases: Type.Array(ShowcaseCaseBody, { maxItems: L.casesMax }),
    contacts: Type.Array(CompanyContact, { maxItems: L.contactsMax }),
  },
  { additionalProperties: false },
);
export type ShowcaseBody = Static<typeof ShowcaseBody>;

/** A picture of a window: a public image file as the upload answered it (so the form shows it like a fresh upload). */
export const ShowcaseImageSchema = UploadedFileSchema;
export type ShowcaseImage = Static<typeof ShowcaseImageSchema>;

export const ShowcaseCaseSchema = Type.Object({
  title: Type.String(),
  description: Type.String(),
  images: Type.Array(ShowcaseImageSchema),
});
export type ShowcaseCase = Static<typeof ShowcaseCaseSchema>;

const windowCommon = {
  companyId: Type.String(),
  /** In the reader's language (the English name when the company has one). */
  companyName: Type.String(),
  cover: Nullable(ShowcaseImageSchema),
  cases: Type.Array(ShowcaseCaseSchema),
  contacts: Type.Array(CompanyContact),
  /** Epoch ms; null while never published. */
  publishedAt: Nullable(Type.Integer()),
  updatedAt: Type.Integer(),
};

/** The own window, as the company edits it: both languages and its state. */
export const MyShowcaseSchema = Type.Object({
  ...windowCommon,
  state: Type.Enum(SHOWCASE_STATES),
  introZh: Type.String(),
  introEn: Type.String(),
});
export type MyShowcase = Static<typeof MyShowcaseSchema>;

/** A published window as the other side reads it: the introduction in the reader's language (else the other one). */
/** `badges`: the company's approved certificates in force. */
export const ShowcaseViewSchema = Type.Object({
  ...windowCommon,
  intro: Type.String(),
  badges: Type.Array(CertBadgeSchema),
  /** The company's rating (its published ratings received); null without any. */
  rating: CompanyRatingSchema,
});
export type ShowcaseView = Static<typeof ShowcaseViewSchema>;

/** A window's card in the list. */
export const ShowcaseCardSchema = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  cover: Nullable(ShowcaseImageSchema),
  excerpt: Type.String(),
  caseCount: Type.Integer(),
  publishedAt: Type.Integer(),
  badges: Type.Array(CertBadgeSchema),
  /** The company's rating (its published ratings received); null without any. */
  rating: CompanyRatingSchema,
  /** A VIP or SVIP company (membership in force): listed first and marked as promoted. */
  promoted: Type.Boolean(),
});
export type ShowcaseCard = Static<typeof ShowcaseCardSchema>;

export const ShowcaseQuery = Type.Object(
  { ...pagingProperties, keyword: Type.Optional(Type.String({ maxLength: L.keywordMax })) },
  { additionalProperties: false },
);
export type ShowcaseQuery = Static<typeof ShowcaseQuery>;

export const ShowcaseCompanyParams = Type.Object({ companyId: Uuid }, { additionalProperties: false });

export const ExposureParams = Type.Object({ type: Type.Enum(EXPOSURE_TYPES) }, { additionalProperties: false });
export const AddExposureBody = Type.Object({ visitCompanyId: Uuid }, { additionalProperties: false });
export type AddExposureBody = Static<typeof AddExposureBody>;

/** `counted`: this call added the viewer's one exposure of the day (false: already counted, or the own company). */
export const AddExposureResultSchema = Type.Object({ date: Type.String(), counted: Type.Boolean() });
export type AddExposureResult = Static<typeof AddExposureResultSchema>;

export const ExposureStatsSchema = Type.Object({ today: Type.Integer(), last7Days: Type.Integer(), total: Type.Integer() });
export type ExposureStats = Static<typeof ExposureStatsSchema>;
