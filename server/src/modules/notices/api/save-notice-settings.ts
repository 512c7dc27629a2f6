import { API, NoticeSettingsSchema, SaveNoticeSettingsBody } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import { OWN_NOTICES, type NoticesApp } from '../access';
import { saveSettings } from '../settings';

/** Saves the caller's channels for the areas given; answers every area's. */
export function registerSaveNoticeSettings(app: NoticesApp) {
  const schema = { body: SaveNoticeSettingsBody, response: responses(NoticeSettingsSchema) };
  app.put(API.noticeSettings, { schema, config: { access: OWN_NOTICES } }, async (request) =>
    ok(request, await saveSettings(app.ctx, request.caller!, request.body.settings)),
  );
}
