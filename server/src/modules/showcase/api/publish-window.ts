import { eq } from 'drizzle-orm';
import { MyShowcaseSchema, SHOWCASE_API, type MyShowcase, type ShowcaseState } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { showcaseWindows } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { EDIT_WINDOW, type ShowcaseApp } from '../access';
import { presentOwn } from './get-my-window';

/**
 * Moves the own window to `to` under its row lock: 404 before the company has saved one, 409 when it is
 * already there. Publishing needs an introduction in at least one language (400 on `/introZh`).
 */
export async function moveMyWindow(ctx: AppContext, caller: Caller, lang: Lang, to: ShowcaseState): Promise<MyShowcase> {
  const row = await ctx.db.transaction(async (tx) => {
    const own = companyScope(tx, caller.company.id);
    const [window] = await own.select(showcaseWindows).where().for('update');
    if (!window) throw new AppError('NOT_FOUND');
    if (window.state === to) throw new AppError('STATE_CONFLICT');
    if (to === 'PUBLISHED' && !window.introZh && !window.introEn) throw new AppError('VALIDATION', { fields: ['/introZh'] });
    const now = ctx.clock.now();
    const [moved] = await own
      .update(showcaseWindows)
      .set({ state: to, updatedAt: now, ...(to === 'PUBLISHED' && { publishedAt: now }) })
      .where(eq(showcaseWindows.id, window.id))
      .returning();
    return moved;
  });
  return presentOwn(ctx.db, row, lang);
}

export function registerPublishWindow(app: ShowcaseApp) {
  const schema = { response: responses(MyShowcaseSchema) };
  app.post(SHOWCASE_API.publish, { schema, config: { access: EDIT_WINDOW } }, async (request) =>
    ok(request, await moveMyWindow(app.ctx, request.caller!, request.lang, 'PUBLISHED')),
  );
}
