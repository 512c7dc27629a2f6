import Type from 'typebox';
import { MyShowcaseSchema, SHOWCASE_API, type MyShowcase } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import type { Caller, ShowcaseWindowRow } from '../../../db/rows';
import { showcaseWindows } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import type { Lang } from '../../../lib/i18n';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { OWN_WINDOW, type ShowcaseApp } from '../access';
import { loadRefs, presentMine } from '../present';

/** The caller's company's window row, or undefined while it has none. */
export async function ownWindow(db: Tx, caller: Caller): Promise<ShowcaseWindowRow | undefined> {
  const [row] = await companyScope(db, caller.company.id).select(showcaseWindows).where();
  return row;
}

export const presentOwn = async (db: Tx, row: ShowcaseWindowRow, lang: Lang) => presentMine(row, await loadRefs(db, [row]), lang);

/** The own window in both languages, whatever its state; null before the company has saved one. */
export async function getMyWindow(ctx: AppContext, caller: Caller, lang: Lang): Promise<MyShowcase | null> {
  const row = await ownWindow(ctx.db, caller);
  return row ? presentOwn(ctx.db, row, lang) : null;
}

export function registerGetMyWindow(app: ShowcaseApp) {
  const schema = { response: responses(Type.Union([MyShowcaseSchema, Type.Null()])) };
  app.get(SHOWCASE_API.mine, { schema, config: { access: OWN_WINDOW } }, async (request) =>
    ok(request, await getMyWindow(app.ctx, request.caller!, request.lang)),
  );
}
