import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

export interface Limits {
  /** sendMailCode and sendSmsCode together: `sendPerIpPerHour` codes an hour per IP. */
  sendCode: onRequestAsyncHookHandler;
  /** register, login and forget together: a brake on scripted guessing from one IP. */
  auth: onRequestAsyncHookHandler;
  /** addVisit: `visitPerIpPerHour` calls an hour per IP. */
  visit: onRequestAsyncHookHandler;
  /** The header search: `searchPerIpPerMinute` calls a minute per IP (it is public). */
  search: onRequestAsyncHookHandler;
  /** The browsers' reports: `reportPerIpPerMinute` batches a minute per IP (public, unsigned). */
  report: onRequestAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/**
 * Per-IP limits as onRequest hooks, keyed by `request.ip`: the client address after the trusted
 * proxies (TRUST_PROXY), so a forged X-Forwarded-For neither resets a limit nor lands on another client's. Each hook has one counter shared by every route it is
 * attached to. Counters live in memory, or in Redis (the app's connection, `ctx.redis`) when REDIS_URL is
 * set so that every instance shares them.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    redis: app.ctx.redis,
    nameSpace: `${config.redisPrefix}rate-limit:`,
    // Redis out of reach: the per-address limits let requests through rather than refuse every sign-in; the
    // database's own limits (sign-in throttle per account, code budgets) still hold (docs/deploy.md, "Faults").
    skipOnError: true,
    errorResponseBuilder: (_request, context) => new AppError('RATE_LIMITED', { retryAfter: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
  const limiter = (name: string, max: number, timeWindow: string) =>
    app.rateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${request.ip}` }) as onRequestAsyncHookHandler;
  app.decorate('limits', {
    sendCode: limiter('send-code', config.rateLimit.sendPerIpPerHour, '1 hour'),
    auth: limiter('auth', config.rateLimit.authPerIpPerMinute, '1 minute'),
    visit: limiter('visit', config.rateLimit.visitPerIpPerHour, '1 hour'),
    search: limiter('search', config.rateLimit.searchPerIpPerMinute, '1 minute'),
    report: limiter('report', config.rateLimit.reportPerIpPerMinute, '1 minute'),
  });
}
