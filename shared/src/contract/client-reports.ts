import Type, { type Static } from 'typebox';
import { CLIENT_REPORT_LIMITS, WEB_VITALS } from './client-report-rules';

const RemoteFailure = Type.Object(
  {
    kind: Type.Literal('remote-failure'),
    /** One of the route table's remotes (`REMOTE_NAMES`); the server refuses any other name. */
    remote: Type.String({ maxLength: 32 }),
  },
  { additionalProperties: false },
);

const WebVitalReport = Type.Object(
  {
    kind: Type.Literal('web-vital'),
    name: Type.Enum(WEB_VITALS),
    /** Milliseconds (CLS: the layout shift score). */
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
  },
  { additionalProperties: false },
);

export const ClientReport = Type.Union([RemoteFailure, WebVitalReport]);
export type ClientReport = Static<typeof ClientReport>;

export const ClientReportsBody = Type.Object(
  { reports: Type.Array(ClientReport, { minItems: 1, maxItems: CLIENT_REPORT_LIMITS.perBatch }) },
  { additionalProperties: false },
);
export type ClientReportsBody = Static<typeof ClientReportsBody>;

export const ClientReportsResultSchema = Type.Object({ counted: Type.Integer() });
export type ClientReportsResult = Static<typeof ClientReportsResultSchema>;
