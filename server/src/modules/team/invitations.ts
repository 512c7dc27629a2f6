import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { INVITATION_CODE_MAX_FAILURES } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { InvitationRow } from '../../db/rows';
import { companyInvitations } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { hashCode, sameHash, sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { checkSucceeded, reserveCheck } from '../codes/budgets';

/** A phone invitation that took INVITATION_CODE_MAX_FAILURES wrong codes: it holds its seat but opens no more. */
export const isLocked = (row: InvitationRow) => row.codeFailures >= INVITATION_CODE_MAX_FAILURES;

const usable = (row: InvitationRow | undefined, now: Date): row is InvitationRow =>
  !!row && row.status === 'PENDING' && row.expiresAt > now && !isLocked(row);

/** The pending invitation a link's token names; anything else (unknown, used, revoked, expired) is one answer, 410. */
export async function invitationByToken(tx: Tx, token: string, now: Date): Promise<InvitationRow> {
  const [row] = await acrossCompanies(tx, 'an invitation link names its company only through its token')
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, sha256(token)))
    .limit(1);
  if (!usable(row, now)) throw new AppError('INVITATION_INVALID');
  return row;
}

const byPhone = (tx: Tx) => acrossCompanies(tx, 'a phone invitation names its company only through its number and code');

/**
 * The pending phone invitation that `phone` and `code` open. Every check of the number is counted in advance, as
 * the codes module counts its checks: against the number's daily failures (the codes' budget) and as a wrong
 * code on each of the number's live invitations (given back when the code is right), so parallel guesses get no
 * more tries than sequential ones. No invitation for the number and a wrong code answer alike (400
 * CODE_INVALID); once every invitation of the number took INVITATION_CODE_MAX_FAILURES wrong codes, 409
 * INVITATION_LOCKED. `phone` must be normalized.
 */
export async function invitationByCode(ctx: AppContext, phone: string, code: string): Promise<InvitationRow> {
  const now = ctx.clock.now();
  await reserveCheck(ctx, 'sms', phone, now);
  const live = and(eq(companyInvitations.phone, phone), eq(companyInvitations.status, 'PENDING'), gt(companyInvitations.expiresAt, now));
  const tried = await byPhone(ctx.db)
    .update(companyInvitations)
    .set({ codeFailures: sql`${companyInvitations.codeFailures} + 1` })
    .where(and(live, lt(companyInvitations.codeFailures, INVITATION_CODE_MAX_FAILURES)))
    .returning();
  const match = tried.find((row) => row.codeSalt && row.codeHash && sameHash(row.codeHash, hashCode(row.codeSalt, code)));
  if (match) {
    const ids = tried.map((row) => row.id);
    await byPhone(ctx.db)
      .update(companyInvitations)
      .set({ codeFailures: sql`${companyInvitations.codeFailures} - 1` })
      .where(inArray(companyInvitations.id, ids));
    await checkSucceeded(ctx, 'sms', phone);
    return { ...match, codeFailures: match.codeFailures - 1 };
  }
  const open = tried.filter((row) => !isLocked(row));
  if (open.length > 0) throw new AppError('CODE_INVALID');
  const [locked] = await byPhone(ctx.db).select({ id: companyInvitations.id }).from(companyInvitations).where(live).limit(1);
  throw new AppError(locked ? 'INVITATION_LOCKED' : 'CODE_INVALID');
}

/** The same invitation, locked (after its company's row) and still usable. */
export async function lockInvitation(tx: Tx, invitation: InvitationRow, now: Date): Promise<InvitationRow> {
  const [row] = await companyScope(tx, invitation.companyId)
    .select(companyInvitations)
    .where(eq(companyInvitations.id, invitation.id))
    .for('update');
  if (!usable(row, now)) throw new AppError('INVITATION_INVALID');
  return row;
}
