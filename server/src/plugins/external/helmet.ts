import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public reference data, the same for every caller: a 200 may be cached for an hour (per language). */
    cacheable?: boolean;
  }
}

/**
 * Helmet's headers for a JSON API (a CSP that lets nothing load or frame it, nosniff, no referrer,
 * HSTS…) and `Cache-Control: no-store` on every answer, except a 200 of a route marked
 * `config: { cacheable: true }` (areas, divisions, company types).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && request.routeOptions.config?.cacheable) {
      reply.header('cache-control', 'public, max-age=3600');
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
    } else {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
