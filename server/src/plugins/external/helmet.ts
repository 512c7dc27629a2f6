import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The same answer for every caller: a 200 may be cached (per language) for an hour (`true`: reference
     * data), or for this many seconds (published content that changes, the bulletin).
     */
    cacheable?: boolean | number;
  }
}

/** HSTS as the web tier sends it (scripts/platform/web-rules.mjs `HSTS`; a test holds them equal). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Helmet's headers for a JSON API (a CSP that lets nothing load or frame it, nosniff, no referrer…),
 * HSTS only on an answer over HTTPS (the request's own scheme, or the trusted proxy's X-Forwarded-Proto:
 * a browser ignores it over http, and the web tier's pages send none there either), and
 * `Cache-Control: no-store` on every answer, except a 200 of a route marked `config: { cacheable }`
 * (areas, divisions, company types; the bulletin for less).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const cacheable = request.routeOptions.config?.cacheable;
    if (reply.statusCode === 200 && cacheable) {
      reply.header('cache-control', `public, max-age=${cacheable === true ? 3600 : cacheable}`);
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    } else {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
