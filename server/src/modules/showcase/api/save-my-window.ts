import { eq } from 'drizzle-orm';
import { MyShowcaseSchema, SHOWCASE_API, ShowcaseBody, type MyShowcase } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { showcaseWindows } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { EDIT_WINDOW, WINDOW_BODY_LIMIT, type ShowcaseApp } from '../access';
import { cleanWindow, searchTextOf } from '../clean';
import { ownWindow, presentOwn } from './get-my-window';

/**
 * Creates the company's window (a DRAFT) or replaces its content; a published window shows the change at
 * once. The window is always the caller's company's own: the path names no window and the body no company.
 */
export async function saveMyWindow(ctx: AppContext, caller: Caller, lang: Lang, body: ShowcaseBody): Promise<MyShowcase> {
  const row = await ctx.db.transaction(async (tx) => {
    const values = await cleanWindow(tx, caller.company.id, body);
    const searchText = searchTextOf([caller.company.name, caller.company.nameEn ?? ''], values);
    const own = companyScope(tx, caller.company.id);
    const now = ctx.clock.now();
    const existing = await ownWindow(tx, caller);
    if (existing) {
      const [saved] = await own
        .update(showcaseWindows)
        .set({ ...values, searchText, updatedAt: now })
        .where(eq(showcaseWindows.id, existing.id))
        .returning();
      return saved;
    }
    const [created] = await own
      .insert(showcaseWindows)
      .values({ ...values, searchText, state: 'DRAFT', createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: showcaseWindows.companyId, set: { ...values, searchText, updatedAt: now } })
      .returning();
    return created;
  });
  return presentOwn(ctx.db, row, lang);
}

export function registerSaveMyWindow(app: ShowcaseApp) {
  const schema = { body: ShowcaseBody, response: responses(MyShowcaseSchema) };
  app.put(SHOWCASE_API.mine, { schema, bodyLimit: WINDOW_BODY_LIMIT, config: { access: EDIT_WINDOW } }, async (request) =>
    ok(request, await saveMyWindow(app.ctx, request.caller!, request.lang, request.body)),
  );
}
