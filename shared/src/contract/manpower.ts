import Type, { type Static } from 'typebox';
import { pagingProperties, Uuid } from './envelope';
import { SKILL_LEVELS, AVAILABILITIES, MANPOWER_LIMITS } from './manpower-rules';

export const ManpowerBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: MANPOWER_LIMITS.nameMax }),
    /** The role, such as "前端工程师" or "Project manager". */
    title: Type.String({ minLength: 1, maxLength: MANPOWER_LIMITS.titleMax }),
    skills: Type.Array(Type.String({ minLength: 1, maxLength: MANPOWER_LIMITS.skillMax }), {
      minItems: 1,
      maxItems: MANPOWER_LIMITS.skillsMax,
      uniqueItems: true,
    }),
    level: Type.Enum(SKILL_LEVELS),
    /** Day rate in CNY. */
    dayRate: Type.Integer({ minimum: 0, maximum: MANPOWER_LIMITS.dayRateMax }),
    availability: Type.Enum(AVAILABILITIES),
    /** Epoch ms of the day the person is free from (PARTIAL or BUSY). */
    availableFrom: Type.Optional(Type.Integer({ minimum: 0 })),
    bio: Type.Optional(Type.String({ maxLength: MANPOWER_LIMITS.bioMax })),
  },
  { additionalProperties: false },
);
export type ManpowerBody = Static<typeof ManpowerBody>;

export const ManpowerSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  title: Type.String(),
  skills: Type.Array(Type.String()),
  level: Type.Enum(SKILL_LEVELS),
  dayRate: Type.Integer(),
  availability: Type.Enum(AVAILABILITIES),
  availableFrom: Type.Union([Type.Integer(), Type.Null()]),
  bio: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Integer(),
});
export type Manpower = Static<typeof ManpowerSchema>;

export const ManpowerQuery = Type.Object(
  {
    ...pagingProperties,
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    level: Type.Optional(Type.Enum(SKILL_LEVELS)),
    availability: Type.Optional(Type.Enum(AVAILABILITIES)),
  },
  { additionalProperties: false },
);
export type ManpowerQuery = Static<typeof ManpowerQuery>;

export const CollectBody = Type.Object({ demandId: Uuid }, { additionalProperties: false });
export type CollectBody = Static<typeof CollectBody>;
export const CollectQuery = Type.Object({ ...pagingProperties }, { additionalProperties: false });
