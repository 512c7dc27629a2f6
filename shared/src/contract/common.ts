import Type, { type Static } from 'typebox';
import { pagingProperties } from './envelope';
import { NOTICE_AREAS, NOTICE_TYPES } from './notice-rules';

/** An administrative division (GB/T 2260) or a country/region. */
export const DivisionSchema = Type.Object({ code: Type.String(), name: Type.String() });
export type Division = Static<typeof DivisionSchema>;
/** An item of china-city: a district (no children), or without cityCode a province with its cities. */
export const DivisionNodeSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  children: Type.Optional(Type.Array(DivisionSchema)),
});
export type DivisionNode = Static<typeof DivisionNodeSchema>;

export const CityQuery = Type.Object({ provinceCode: Type.String({ pattern: '^\\d{2}$' }) }, { additionalProperties: false });
/** china-city: the districts of one city, or with no code every province with its cities. */
export const ChinaCityQuery = Type.Object(
  { cityCode: Type.Optional(Type.String({ pattern: '^\\d{4}$' })) },
  { additionalProperties: false },
);

export const CompanyTypeSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type CompanyType = Static<typeof CompanyTypeSchema>;

/** What the client needs at boot. */
export const InitDataSchema = Type.Object({
  productName: Type.String(),
  languages: Type.Array(Type.String()),
  serverTime: Type.Integer(),
  companyTypes: Type.Array(CompanyTypeSchema),
  memberLevels: Type.Array(Type.Object({ level: Type.String(), name: Type.String() })),
  customerService: Type.Array(Type.Object({ id: Type.String(), nickname: Type.String() })),
});
export type InitData = Static<typeof InitDataSchema>;
export const NoticeSchema = Type.Object({
  id: Type.String(),
  type: Type.Enum(NOTICE_TYPES),
  area: Type.Enum(NOTICE_AREAS),
  title: Type.String(),
  content: Type.String(),
  /** A route the notice points to, such as `auth/update-improve-info/reject`. */
  link: Type.Union([Type.String(), Type.Null()]),
  read: Type.Boolean(),
  createdAt: Type.Integer(),
});
export type Notice = Static<typeof NoticeSchema>;
export const NoticeQuery = Type.Object(
  {
    ...pagingProperties,
    type: Type.Optional(Type.Enum(['ALL', ...NOTICE_TYPES] as const)),
  },
  { additionalProperties: false },
);
export type NoticeQuery = Static<typeof NoticeQuery>;
/** The caller's unread notices: all of them and by type. */
export const NoticeCountsSchema = Type.Object({
  ALL: Type.Integer({ minimum: 0 }),
  SYSTEM: Type.Integer({ minimum: 0 }),
  TODO: Type.Integer({ minimum: 0 }),
});
export type NoticeCounts = Static<typeof NoticeCountsSchema>;
/** Mark every unread notice read, or those of one tab. */
export const ReadAllNoticesBody = Type.Object(
  { type: Type.Optional(Type.Enum(['ALL', ...NOTICE_TYPES] as const)) },
  { additionalProperties: false },
);
export type ReadAllNoticesBody = Static<typeof ReadAllNoticesBody>;
export const ReadAllNoticesResult = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type ReadAllNoticesResult = Static<typeof ReadAllNoticesResult>;
/** One area's channels (see `reachesInbox`). */
export const NoticeSettingSchema = Type.Object(
  { area: Type.Enum(NOTICE_AREAS), inbox: Type.Boolean(), mail: Type.Boolean() },
  { additionalProperties: false },
);
export type NoticeSetting = Static<typeof NoticeSettingSchema>;
/** Every area, in NOTICE_AREAS order. */
export const NoticeSettingsSchema = Type.Array(NoticeSettingSchema);
/** The areas to change (each at most once); the others stay as they are. */
export const SaveNoticeSettingsBody = Type.Object(
  { settings: Type.Array(NoticeSettingSchema, { minItems: 1, maxItems: NOTICE_AREAS.length }) },
  { additionalProperties: false },
);
export type SaveNoticeSettingsBody = Static<typeof SaveNoticeSettingsBody>;

export const AddVisitResult = Type.Object({ date: Type.String(), counted: Type.Boolean() });
export type AddVisitResult = Static<typeof AddVisitResult>;

export const HealthSchema = Type.Object({ status: Type.Literal('ok'), db: Type.String(), uptime: Type.Number() });
/** `/api/ready`: each dependency `ok`, or `off` when this instance does not use it (no REDIS_URL). */
export const ReadySchema = Type.Object({
  status: Type.Literal('ok'),
  checks: Type.Object({
    database: Type.Literal('ok'),
    /** `down`: the instance still serves (its own sockets, per-instance limits); fan-out across instances waits. */
    redis: Type.Union([Type.Literal('ok'), Type.Literal('off'), Type.Literal('down')]),
    storage: Type.Literal('ok'),
  }),
});
export type Ready = Static<typeof ReadySchema>;
