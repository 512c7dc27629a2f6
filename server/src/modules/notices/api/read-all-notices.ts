import { and, eq } from 'drizzle-orm';
import { API, ReadAllNoticesBody, ReadAllNoticesResult } from '@b2b/shared/contract';
import { notices } from '../../../db/schema';
import { userScope } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import { OWN_NOTICES, type NoticesApp } from '../access';

/** The caller's unread notices marked read: all of them, or one tab's. Only the caller's own are touched. */
export function registerReadAllNotices(app: NoticesApp) {
  const schema = { body: ReadAllNoticesBody, response: responses(ReadAllNoticesResult) };
  app.put(API.noticeReadAll, { schema, config: { access: OWN_NOTICES } }, async (request) => {
    const type = request.body.type ?? 'ALL';
    const rows = await userScope(app.ctx.db, request.caller!.user.id)
      .update(notices)
      .set({ read: true })
      .where(and(eq(notices.read, false), type === 'ALL' ? undefined : eq(notices.type, type)))
      .returning({ id: notices.id });
    return ok(request, { updated: rows.length });
  });
}
