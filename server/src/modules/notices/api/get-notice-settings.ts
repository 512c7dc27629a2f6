import { API, NoticeSettingsSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { OWN_NOTICES, type NoticesApp } from '../access';
import { settingsOf } from '../settings';

/** The caller's channels for every notice area. */
export function registerGetNoticeSettings(app: NoticesApp) {
  const schema = { response: responses(NoticeSettingsSchema) };
  app.get(API.noticeSettings, { schema, config: { access: OWN_NOTICES } }, async (request) =>
    ok(request, await settingsOf(app.ctx.db, request.caller!)),
  );
}
