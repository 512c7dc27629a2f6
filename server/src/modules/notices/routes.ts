import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from '@b2b/shared/contract';
import { ok } from '../../plugins/app/envelope';
import { unreadNoticeCounts } from './counts';
import { listNoticesSchema, noticeCountsSchema, readNoticeSchema } from './schema';
import { listNotices, markRead } from './service';

/** The message center: the caller's own notices only. */
const noticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ctx } = app;
  const config = { access: { kind: 'user' } } as const;

  app.get(API.notice, { schema: listNoticesSchema, config }, async (request) =>
    ok(request, await listNotices(ctx, request.caller!, request.lang, request.query)),
  );

  app.get(API.noticeCounts, { schema: noticeCountsSchema, config }, async (request) =>
    ok(request, await unreadNoticeCounts(ctx.db, request.caller!.user.id)),
  );

  app.put(API.noticeRead, { schema: readNoticeSchema, config }, async (request) =>
    ok(request, await markRead(ctx, request.caller!, request.params.id, request.lang)),
  );
};

export default noticeRoutes;
