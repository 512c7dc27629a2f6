import { API, NoticeCountsSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { OWN_NOTICES, type NoticesApp } from '../access';
import { unreadNoticeCounts } from '../counts';

/** The caller's unread notices, all and by type: the message center's tabs. */
export function registerGetNoticeCounts(app: NoticesApp) {
  const schema = { response: responses(NoticeCountsSchema) };
  app.get(API.noticeCounts, { schema, config: { access: OWN_NOTICES } }, async (request) =>
    ok(request, await unreadNoticeCounts(app.ctx.db, request.caller!.user.id)),
  );
}
