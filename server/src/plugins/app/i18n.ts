import type { FastifyInstance } from 'fastify';
import { resolveLang, type Lang } from '../../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** `request.lang` from Accept-Language, set before anything can fail. */
export function registerI18n(app: FastifyInstance): void {
  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRequest', async (request) => {
    request.lang = resolveLang(request.headers['accept-language']);
  });
}
