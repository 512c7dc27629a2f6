import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REMOTE_NAMES } from '@b2b/shared/access';
import { CLIENT_REPORTS_API, ClientReportsBody, ClientReportsResultSchema, type ClientReportsResult } from '@b2b/shared/contract';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { RouteAccess } from '../../../plugins/app/access';
import type { Metrics } from '../../../metrics';

type ReportsApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Any page may report, a visitor's too (a remote can fail before sign-in); limited per address. */
const REPORT_ACCESS: RouteAccess = { kind: 'public' };

/**
 * Counts a batch of a browser's reports in the metrics (nothing is stored). A batch naming a remote that does not
 * exist is refused whole, with the offending field, and counts nothing.
 */
export function countReports(metrics: Metrics, body: ClientReportsBody): ClientReportsResult {
  const unknown = body.reports.findIndex((report) => report.kind === 'remote-failure' && !REMOTE_NAMES.includes(report.remote as never));
  if (unknown >= 0) throw new AppError('VALIDATION', { fields: [`/reports/${unknown}/remote`] });
  for (const report of body.reports) {
    if (report.kind === 'remote-failure') metrics.remoteFailed(report.remote);
    else metrics.webVital(report.name, report.value);
  }
  return { counted: body.reports.length };
}

export function registerReceiveClientReports(app: ReportsApp) {
  const schema = { body: ClientReportsBody, response: responses(ClientReportsResultSchema) };
  app.post(CLIENT_REPORTS_API.reports, { schema, onRequest: app.limits.report, config: { access: REPORT_ACCESS } }, async (request) =>
    ok(request, countReports(app.ctx.metrics, request.body)),
  );
}
