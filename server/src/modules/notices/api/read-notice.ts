import Type from 'typebox';
import { API, NoticeSchema } from '@b2b/shared/contract';
import { Uuid } from '../../../lib/schemas';
import { ok, responses } from '../../../plugins/app/envelope';
import { OWN_NOTICES, type NoticesApp } from '../access';
import { markRead } from '../service';

/** One of the caller's notices marked read; another account's is 404 like a missing one. */
export function registerReadNotice(app: NoticesApp) {
  const schema = { params: Type.Object({ id: Uuid }, { additionalProperties: false }), response: responses(NoticeSchema) };
  app.put(API.noticeRead, { schema, config: { access: OWN_NOTICES } }, async (request) =>
    ok(request, await markRead(app.ctx, request.caller!, request.params.id, request.lang)),
  );
}
