import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { METRICS_PATH, REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@b2b/shared/contract';
import { AppError } from '../../lib/errors';
import type { Metrics } from '../../metrics';

/**
 * A request's id (Fastify's `request.id`, in every log line of the request as `reqId`): the `X-Request-Id`
 * the web tier passed on (the browser's, or one the web tier made) when it has the safe format, else a new
 * one. A value that is not safe to log (too long, control characters, another format) is never taken.
 */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomBytes(16).toString('hex');
}

/** The route as registered, so one label per endpoint however many ids its paths carry. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Answers each request's id back (`X-Request-Id`), times every answer into the metrics, and serves them at
 * `GET /metrics` (Prometheus' text format) to the monitoring network only: a request that came through a
 * proxy (it carries X-Forwarded-For, which the web tier always sets) is answered 404, as nginx answers it.
 */
export function registerObservability(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({ method: request.method, route: routeOf(request), status: reply.statusCode }, reply.elapsedTime / 1000);
  });
  app.get(METRICS_PATH, { logLevel: 'warn', config: { access: { kind: 'public' } } }, async (request, reply) => {
    if (request.headers['x-forwarded-for'] !== undefined) throw new AppError('NOT_FOUND');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
