import { API, NoticeQuery, NoticeSchema, PagedSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { OWN_NOTICES, type NoticesApp } from '../access';
import { listNotices } from '../service';

/** The caller's notices, all or one tab's, newest first, paged. */
export function registerListNotices(app: NoticesApp) {
  const schema = { querystring: NoticeQuery, response: responses(PagedSchema(NoticeSchema)) };
  app.get(API.notice, { schema, config: { access: OWN_NOTICES } }, async (request) =>
    ok(request, await listNotices(app.ctx, request.caller!, request.lang, request.query)),
  );
}
