import Type, { type Static } from 'typebox';
import { CertBadgeSchema } from './certification';
import { CERT_KINDS } from './certification-rules';
import { COMPANY_PATTERNS, COMPANY_SIZES } from './company-rules';
import { DIRECTORY_LIMITS, RATING_STEPS, type RatingStep } from './directory-rules';
import { pagingProperties, Uuid } from './envelope';
import { CompanyRatingSchema } from './projects';
import { MEMBER_LEVELS, ROLES } from './user-rules';

/** A company as a card of the directory or of the follow list: public fields only. */
export const CompanyCardSchema = Type.Object({
  id: Type.String(),
  role: Type.Enum(ROLES),
  name: Type.String(),
  /** The English display name, null where the company has none. */
  nameEn: Type.Union([Type.String(), Type.Null()]),
  /** The company's public logo, null without one. */
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  companyTypeId: Type.Union([Type.String(), Type.Null()]),
  /** The names below are in the request's language. */
  companyTypeName: Type.Union([Type.String(), Type.Null()]),
  provinceCode: Type.Union([Type.String(), Type.Null()]),
  provinceName: Type.Union([Type.String(), Type.Null()]),
  cityCode: Type.Union([Type.String(), Type.Null()]),
  cityName: Type.Union([Type.String(), Type.Null()]),
  size: Type.Union([Type.Enum(COMPANY_SIZES), Type.Null()]),
  /** People in the company's manpower list (capacity). */
  headcount: Type.Integer({ minimum: 0 }),
  /** The membership level in force now (ORDINARY once a paid level expired). */
  memberLevel: Type.Enum(MEMBER_LEVELS),
  /** A VIP or SVIP company: listed first in the directory and marked as promoted. */
  promoted: Type.Boolean(),
  /** The caller's company follows it. */
  followed: Type.Boolean(),
  /** Its approved certificates in force (badges). */
  badges: Type.Array(CertBadgeSchema),
  /** The published ratings it received (average one decimal, count); null without any. */
  rating: CompanyRatingSchema,
  /** It has a published showcase window (the card links to it). */
  hasWindow: Type.Boolean(),
});
export type CompanyCard = Static<typeof CompanyCardSchema>;

export const FollowedCompanySchema = Type.Object({ ...CompanyCardSchema.properties, followedAt: Type.Integer() });
export type FollowedCompany = Static<typeof FollowedCompanySchema>;

export const DirectoryQuery = Type.Object(
  {
    ...pagingProperties,
    /** Part of the company's name (Chinese or English). */
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: DIRECTORY_LIMITS.keywordMax })),
    companyTypeId: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    provinceCode: Type.Optional(Type.String({ pattern: COMPANY_PATTERNS.provinceCode })),
    cityCode: Type.Optional(Type.String({ pattern: COMPANY_PATTERNS.cityCode })),
    /** Capacity: at least this many people in the supplier's manpower. */
    minHeadcount: Type.Optional(Type.Integer({ minimum: 1, maximum: DIRECTORY_LIMITS.minHeadcountMax })),
    /** true: only the suppliers the caller's company follows; false: only the others. */
    followed: Type.Optional(Type.Boolean()),
    /** true: only suppliers with at least one approved certificate in force (of `certKind` when given). */
    certified: Type.Optional(Type.Boolean()),
    certKind: Type.Optional(Type.Enum(CERT_KINDS)),
    /** Only suppliers whose published ratings average at least this (one of `RATING_STEPS`). */
    minRating: Type.Optional(Type.Unsafe<RatingStep>({ type: 'number', enum: [...RATING_STEPS] })),
    /** true: only suppliers with a published showcase window. */
    withWindow: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DirectoryQuery = Static<typeof DirectoryQuery>;

export const FollowBody = Type.Object({ companyId: Uuid }, { additionalProperties: false });
export type FollowBody = Static<typeof FollowBody>;
export const FollowQuery = Type.Object({ ...pagingProperties }, { additionalProperties: false });
export type FollowQuery = Static<typeof FollowQuery>;
