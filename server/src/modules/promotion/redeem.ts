import { count, eq, inArray } from 'drizzle-orm';
import { PROMOTION_LIMITS } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { InviteCodeRow } from '../../db/rows';
import { companies, inviteCodes, inviteRedemptions } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany } from '../notices/service';
import { creditMembership } from './credit';
import { inviteRedeemedByOther, inviteRedeemedOwn } from './messages';
import { redeemDeadline } from './overview';

const codesOf = (tx: Tx) => acrossCompanies(tx, "an invite code is another company's, found by the code its holder shared");

/** The invite code `input` names (any case), or 400 INVITE_CODE_UNKNOWN on `field`. */
export async function findInviteCode(tx: Tx, input: string, field: string): Promise<InviteCodeRow> {
  const [invite] = await codesOf(tx).select().from(inviteCodes).where(eq(inviteCodes.code, input.toUpperCase()));
  if (!invite) throw new AppError('INVITE_CODE_UNKNOWN', { fields: [field] });
  return invite;
}

async function assertRoomOnCode(tx: Tx, invite: InviteCodeRow, field: string) {
  const [used] = await codesOf(tx).select({ n: count() }).from(inviteRedemptions).where(eq(inviteRedemptions.codeId, invite.id));
  if ((used?.n ?? 0) >= PROMOTION_LIMITS.invitesPerCode) throw new AppError('INVITE_LIMIT_REACHED', { fields: [field] });
}

/** What registration checks before it spends the verification code: the code exists and has room left. */
export async function checkInviteCode(tx: Tx, input: string, field: string): Promise<void> {
  await assertRoomOnCode(tx, await findInviteCode(tx, input, field), field);
}

/**
 * `companyId` redeems `invite`, once, within `redeemWithinDays` of registering; both companies are credited
 * `inviteCreditDays` of VIP and told. Both company rows are locked (in id order, so two companies redeeming each
 * other's codes cannot deadlock) before anything is checked: parallel redemptions of one company, or of one code
 * at its limit, run one after the other, and the unique key on the invited company stands behind the check.
 */
export async function redeemFor(
  ctx: AppContext,
  tx: Tx,
  redeemer: { companyId: string; userId: string },
  invite: InviteCodeRow,
  field: string,
  now: Date,
): Promise<void> {
  const { companyId } = redeemer;
  if (invite.companyId === companyId) throw new AppError('INVITE_SELF', { fields: [field] });
  const pair = acrossCompanies(tx, 'a redemption credits the inviting company as well as the caller');
  const locked = await pair
    .select()
    .from(companies)
    .where(inArray(companies.id, [companyId, invite.companyId]))
    .orderBy(companies.id)
    .for('update');
  const own = locked.find((row) => row.id === companyId)!;
  const inviter = locked.find((row) => row.id === invite.companyId);
  if (!inviter) throw new AppError('INVITE_CODE_UNKNOWN', { fields: [field] });
  const [already] = await companyScope(tx, companyId).pick(inviteRedemptions, { id: inviteRedemptions.id }).where();
  if (already) throw new AppError('INVITE_ALREADY_REDEEMED');
  if (redeemDeadline(own.createdAt) <= now.getTime()) throw new AppError('INVITE_TOO_LATE');
  await assertRoomOnCode(tx, invite, field);
  const days = PROMOTION_LIMITS.inviteCreditDays;
  const values = { days: String(days) };
  await companyScope(tx, companyId)
    .insert(inviteRedemptions)
    .values({ inviterCompanyId: inviter.id, codeId: invite.id, redeemedBy: redeemer.userId, creditDays: days, createdAt: now });
  const ownUntil = await creditMembership(tx, own, now);
  const inviterUntil = await creditMembership(tx, inviter, now);
  const nameOf = (row: typeof own) => ({ 'zh-CN': row.name, 'en-US': row.nameEn || row.name });
  await notifyCompany(ctx, tx, companyId, 'SYSTEM', inviteRedeemedOwn, { ...values, company: nameOf(inviter), date: ownUntil });
  await notifyCompany(ctx, tx, inviter.id, 'SYSTEM', inviteRedeemedByOther, { ...values, company: nameOf(own), date: inviterUntil });
}
