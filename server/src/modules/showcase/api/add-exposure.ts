import { eq } from 'drizzle-orm';
import {
  AddExposureBody,
  AddExposureResultSchema,
  ExposureParams,
  SHOWCASE_API,
  type AddExposureResult,
  type ExposureType,
} from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { showcaseExposures, showcaseWindows } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { shanghaiDay } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { SHOW_WINDOWS, type ShowcaseApp } from '../access';
import { otherSideOf, readableWindows } from '../readable';

/**
 * The caller saw `visitCompanyId`'s card or window: one exposure per viewer, company and day (Asia/Shanghai),
 * however often it is reported (the table's unique key decides, so concurrent reports count once too). The
 * own company is never counted; a company without a published window on the side `type` names is 404.
 */
export async function addExposure(ctx: AppContext, caller: Caller, type: ExposureType, companyId: string): Promise<AddExposureResult> {
  const date = shanghaiDay(ctx.clock.now());
  if (companyId === caller.company.id) return { date, counted: false };
  if (type !== otherSideOf(caller)) throw new AppError('NOT_FOUND');
  const zone = acrossCompanies(ctx.db, "a viewer's exposure is counted on the window of the company it saw");
  const [shown] = await zone
    .select({ id: showcaseWindows.id })
    .from(showcaseWindows)
    .where(readableWindows(ctx.db, type, eq(showcaseWindows.companyId, companyId)));
  if (!shown) throw new AppError('NOT_FOUND');
  const added = await zone
    .insert(showcaseExposures)
    .values({ companyId, viewerId: caller.user.id, type, day: date, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: showcaseExposures.id });
  return { date, counted: added.length > 0 };
}

export function registerAddExposure(app: ShowcaseApp) {
  const schema = { params: ExposureParams, body: AddExposureBody, response: responses(AddExposureResultSchema) };
  app.put(SHOWCASE_API.addExposure, { schema, config: { access: SHOW_WINDOWS } }, async (request) =>
    ok(request, await addExposure(app.ctx, request.caller!, request.params.type, request.body.visitCompanyId)),
  );
}
