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

/**
 * Helmet's headers for a JSON API (a CSP that lets nothing load or frame it, nosniff, no referrer,
 * HSTS…) and `Cache-Control: no-store` on every answer, except a 200 of a route marked
 * `config: { cacheable }` (areas, divisions, company types; the bulletin for less).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
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
