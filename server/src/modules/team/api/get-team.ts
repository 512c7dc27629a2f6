import { asc, desc } from 'drizzle-orm';
import { TEAM_API, TeamOverviewSchema, type TeamOverview } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { companyInvitations, users } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { authorize } from '../../../policies';
import { TEAM_PAGE, type TeamApp } from '../access';
import { presentInvitation, presentMember } from '../present';
import { pendingAt, seatHolders, seatsOf } from '../seats';

/** The sub-account page: the seats of the company's level, its sub-accounts (oldest first) and pending invitations (newest first). */
export async function getTeam(ctx: AppContext, caller: Caller): Promise<TeamOverview> {
  authorize(caller, 'update', { company: caller.company });
  return ctx.db.transaction(async (tx) => {
    const seats = await seatsOf(ctx, tx, caller.company);
    const own = companyScope(tx, caller.company.id);
    const now = ctx.clock.now();
    const members = await own.select(users).where(seatHolders).orderBy(asc(users.createdAt), asc(users.id));
    const invitations = await own
      .select(companyInvitations)
      .where(pendingAt(now))
      .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
    return {
      memberLevel: seats.level,
      seats: seats.seats,
      used: seats.used,
      members: members.map(presentMember),
      invitations: invitations.map((row) => presentInvitation(row, now)),
    };
  });
}

export function registerGetTeam(app: TeamApp) {
  const schema = { response: responses(TeamOverviewSchema) };
  app.get(TEAM_API.overview, { schema, config: { access: TEAM_PAGE } }, async (request) =>
    ok(request, await getTeam(app.ctx, request.caller!)),
  );
}
