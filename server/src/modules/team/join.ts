import { eq } from 'drizzle-orm';
import type { SessionResult } from '@b2b/shared/contract';
import { targetInUse } from '../../db/accounts';
import type { InvitationRow } from '../../db/rows';
import { companyInvitations, users } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError, isUniqueViolation } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { assertStrongPassword, hashPassword } from '../../lib/password';
import { cleanText } from '../../lib/text';
import type { AppContext } from '../../plugins/app/context';
import { startSession } from '../auth/service';
import { lockInvitation } from './invitations';
import { assertSeatForAcceptance, lockSeats } from './seats';

export interface Joining {
  nickname: string;
  password: string;
}

/** Checks the name and password the invited person chose, before any invitation is looked up. */
export function cleanJoining(body: Joining): Joining {
  assertStrongPassword(body.password, '/password');
  return { nickname: cleanText(body.nickname, '/nickname'), password: body.password };
}

/**
 * The invited person joins: under its company's row lock the seat is counted again (a downgrade since the
 * invitation may have taken it), the account is made with the invited type and the invited address or number,
 * and the answer is its first session. An invitation works once.
 */
export async function joinCompany(ctx: AppContext, lang: Lang, found: InvitationRow, joining: Joining): Promise<SessionResult> {
  const passwordHash = await hashPassword(joining.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const seats = await lockSeats(ctx, tx, found.companyId);
      const now = ctx.clock.now();
      const invitation = await lockInvitation(tx, found, now);
      await assertSeatForAcceptance(ctx, tx, seats, invitation);
      const target = invitation.phone ? { phone: invitation.phone } : { email: invitation.email };
      const taken = invitation.phone ? await targetInUse(tx, 'sms', invitation.phone) : await targetInUse(tx, 'mail', invitation.email!);
      if (taken) throw new AppError('ACCOUNT_EXISTS');
      const own = companyScope(tx, invitation.companyId);
      const [user] = await own
        .insert(users)
        .values({ type: invitation.type, nickname: joining.nickname, ...target, passwordHash, createdAt: now, updatedAt: now })
        .returning();
      await own
        .update(companyInvitations)
        .set({ status: 'ACCEPTED', acceptedAt: now, acceptedUserId: user.id })
        .where(eq(companyInvitations.id, invitation.id));
      return startSession(ctx, lang, user.id, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key') || isUniqueViolation(error, 'users_phone_key')) throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
}
