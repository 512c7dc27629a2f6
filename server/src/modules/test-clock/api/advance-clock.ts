import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdvanceClockBody, AdvanceClockResultSchema, TEST_CLOCK_API, type AdvanceClockResult } from '@b2b/shared/contract';
import { isMovable } from '../../../lib/clock';
import type { RouteAccess } from '../../../plugins/app/access';
import type { AppContext } from '../../../plugins/app/context';
import { ok, responses } from '../../../plugins/app/envelope';

type ClockApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** Staff only: the browser suite moves time as the platform's own people would not, and no company may. */
const ADVANCE_ACCESS: RouteAccess = { kind: 'staff' };

/**
 * Moves the API's clock forward and runs what became due (the review period passing, reminders, reveals), as each
 * instance's runner would at its next poll; the answer comes once they ran.
 */
export async function advanceClock(ctx: AppContext, { ms }: AdvanceClockBody): Promise<AdvanceClockResult> {
  if (!isMovable(ctx.clock)) throw new Error('TEST_CLOCK is set but the app was built with a clock that cannot move');
  ctx.clock.advance(ms);
  const ran = await ctx.jobs.runDueJobs();
  return { now: ctx.clock.now().getTime(), ran };
}

export function registerAdvanceClock(app: ClockApp) {
  if (!isMovable(app.ctx.clock)) throw new Error('TEST_CLOCK=true needs a movable clock (buildApp makes one)');
  const schema = { body: AdvanceClockBody, response: responses(AdvanceClockResultSchema) };
  app.post(TEST_CLOCK_API.advance, { schema, config: { access: ADVANCE_ACCESS } }, async (request) =>
    ok(request, await advanceClock(app.ctx, request.body)),
  );
}
