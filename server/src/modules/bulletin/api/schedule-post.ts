import { BULLETIN_API, BULLETIN_LIMITS, BulletinStaffPostSchema, ScheduleBody, type BulletinStaffPost } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { idParams, STAFF, type BulletinApp } from '../access';
import { schedulePublication } from '../jobs';
import { movePost } from '../moves';

const DAY = 24 * 60 * 60_000;

/**
 * SCHEDULED for `publishAt` (in the future, within `scheduleMaxDays`): the jobs module publishes it then,
 * on whichever instance claims the job. Scheduling again moves the time; the earlier job is dropped.
 */
export async function schedulePost(ctx: AppContext, staff: Caller, id: string, body: ScheduleBody): Promise<BulletinStaffPost> {
  const now = ctx.clock.now().getTime();
  if (body.publishAt <= now || body.publishAt > now + BULLETIN_LIMITS.scheduleMaxDays * DAY)
    throw new AppError('BULLETIN_SCHEDULE_INVALID', { fields: ['/publishAt'] });
  const publishAt = new Date(body.publishAt);
  return movePost(ctx, staff, id, 'schedule', { publishAt, publishedAt: null }, (tx, post) =>
    schedulePublication(ctx, tx, post.id, publishAt),
  );
}

export function registerSchedulePost(app: BulletinApp) {
  const schema = { params: idParams, body: ScheduleBody, response: responses(BulletinStaffPostSchema) };
  app.post(BULLETIN_API.schedule, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await schedulePost(app.ctx, request.caller!, request.params.id, request.body)),
  );
}
