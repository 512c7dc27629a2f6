/** Party B's staff and capacity (workstation/manpower), offered on responses. */
export const MANPOWER_API = {
  /** GET: the company's entries (paged, filtered); POST: add one. */
  list: '/api/manpower',
  /** PUT, DELETE: one of the company's entries. */
  item: '/api/manpower/:id',
} as const;

/** Saved demands (My Collection): `GET /api/user/collect` and `DELETE /api/user/collect/{id}`; `id` is the demand's id. */
export const COLLECT_API = {
  /** GET: the caller's saved demands, newest first; POST `{ demandId }`: save one. */
  list: '/api/user/collect',
  item: '/api/user/collect/:id',
} as const;

export const SKILL_LEVELS = ['JUNIOR', 'MIDDLE', 'SENIOR', 'EXPERT'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const AVAILABILITIES = ['AVAILABLE', 'PARTIAL', 'BUSY'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const MANPOWER_LIMITS = { nameMax: 50, titleMax: 50, skillsMax: 12, skillMax: 30, bioMax: 1000, dayRateMax: 1_000_000 } as const;
