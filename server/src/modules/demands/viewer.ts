import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../db/rows';
import type { Lang } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';

/** Who asks, in which language, and when: what the marketplace's services (demands, responses, collections) present for. */
export interface Viewer {
  caller: Caller;
  lang: Lang;
  now: Date;
}

/** The viewer of a signed-in request, dated by the context's clock. */
export const viewerOf =
  (ctx: AppContext) =>
  (request: FastifyRequest): Viewer => ({ caller: request.caller!, lang: request.lang, now: ctx.clock.now() });
