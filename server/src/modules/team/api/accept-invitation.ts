import { eq } from 'drizzle-orm';
import { AcceptInvitationBody, SessionResult, TEAM_API, type AcceptInvitationBody as Body } from '@b2b/shared/contract';
import { targetInUse } from '../../../db/accounts';
import { companyInvitations, users } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { AppError, isUniqueViolation } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { assertStrongPassword, hashPassword } from '../../../lib/password';
import { cleanText } from '../../../lib/text';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { startSession } from '../../auth/service';
import { PUBLIC, type TeamApp } from '../access';
import { invitationByToken, lockInvitation } from '../invitations';
import { assertSeatForAcceptance, lockSeats } from '../seats';

/**
 * The invited person names itself and sets its password: under its company's row lock the seat is counted again
 * (a downgrade since the invitation may have taken it), the account is made with the invited type and the
 * answer is its first session. A link works once.
 */
export async function acceptInvitation(ctx: AppContext, lang: Lang, body: Body): Promise<SessionResult> {
  assertStrongPassword(body.password, '/password');
  const nickname = cleanText(body.nickname, '/nickname');
  const found = await invitationByToken(ctx.db, body.token, ctx.clock.now());
  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const seats = await lockSeats(ctx, tx, found.companyId);
      const now = ctx.clock.now();
      const invitation = await lockInvitation(tx, found, now);
      await assertSeatForAcceptance(ctx, tx, seats, invitation);
      if (await targetInUse(tx, 'mail', invitation.email)) throw new AppError('ACCOUNT_EXISTS');
      const own = companyScope(tx, invitation.companyId);
      const [user] = await own
        .insert(users)
        .values({ type: invitation.type, nickname, email: invitation.email, passwordHash, createdAt: now, updatedAt: now })
        .returning();
      await own
        .update(companyInvitations)
        .set({ status: 'ACCEPTED', acceptedAt: now, acceptedUserId: user.id })
        .where(eq(companyInvitations.id, invitation.id));
      return startSession(ctx, lang, user.id, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}

export function registerAcceptInvitation(app: TeamApp) {
  const schema = { body: AcceptInvitationBody, response: responses(SessionResult) };
  app.post(TEAM_API.acceptInvitation, { schema, onRequest: app.limits.auth, config: { access: PUBLIC } }, async (request) =>
    ok(request, await acceptInvitation(app.ctx, request.lang, request.body)),
  );
}
