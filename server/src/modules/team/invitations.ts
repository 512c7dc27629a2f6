import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { InvitationRow } from '../../db/rows';
import { companyInvitations } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { sha256 } from '../../lib/crypto';
import { AppError } from '../../lib/errors';

const usable = (row: InvitationRow | undefined, now: Date): row is InvitationRow =>
  !!row && row.status === 'PENDING' && row.expiresAt > now;

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

/** The same invitation, locked (after its company's row) and still usable. */
export async function lockInvitation(tx: Tx, invitation: InvitationRow, now: Date): Promise<InvitationRow> {
  const [row] = await companyScope(tx, invitation.companyId)
    .select(companyInvitations)
    .where(eq(companyInvitations.id, invitation.id))
    .for('update');
  if (!usable(row, now)) throw new AppError('INVITATION_INVALID');
  return row;
}
