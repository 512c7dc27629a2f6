import { and, count, eq, gt, lte, ne } from 'drizzle-orm';
import { SEATS_BY_LEVEL, type MemberLevel } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { targetInUse } from '../../db/accounts';
import type { Caller, CompanyRow } from '../../db/rows';
import { companyInvitations, users } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { effectiveMembership } from '../../lib/membership';
import type { AppContext } from '../../plugins/app/context';
import { authorize } from '../../policies';
import { lockCompany } from '../companies/service';

export interface Seats {
  company: CompanyRow;
  level: MemberLevel;
  seats: number;
  /** Sub-accounts (active or disabled) and pending invitations. */
  used: number;
}

/** Sub-accounts that hold a seat: every one not deleted, disabled ones included (they may be enabled again). */
export const seatHolders = and(ne(users.type, 'MAIN'), ne(users.status, 'DELETED'));

/** Invitations that hold a seat at `now`: pending and not yet expired. */
export const pendingAt = (now: Date) => and(eq(companyInvitations.status, 'PENDING'), gt(companyInvitations.expiresAt, now));

async function countSeats(tx: Tx, companyId: string, now: Date) {
  const own = companyScope(tx, companyId);
  const [members] = await own.pick(users, { n: count() }).where(seatHolders);
  const [pending] = await own.pick(companyInvitations, { n: count() }).where(pendingAt(now));
  return { members: members.n, pending: pending.n };
}

/**
 * The company's seats, with its row locked until the transaction ends: every invitation and acceptance of one
 * company takes this lock first, so two of them never count the same free seat.
 */
export async function lockSeats(ctx: AppContext, tx: Tx, companyId: string): Promise<Seats> {
  return seatsOf(ctx, tx, await lockCompany(tx, companyId));
}

/** The seats as they stand, without a lock (the page's read). */
export async function seatsOf(ctx: AppContext, tx: Tx, company: CompanyRow): Promise<Seats> {
  const companyId = company.id;
  const now = ctx.clock.now();
  const { level } = effectiveMembership(company, now);
  const { members, pending } = await countSeats(tx, companyId, now);
  return { company, level, seats: SEATS_BY_LEVEL[level], used: members + pending };
}

/** At invitation: one more seat must be free (a downgrade below the seats in use blocks new ones). */
export function assertSeatFree(seats: Seats): void {
  if (seats.used >= seats.seats) throw new AppError('SEATS_FULL');
}

/**
 * At acceptance, under the same lock: the members, the pending invitations sent before this one and this one
 * must fit the level's seats as it is now. Older invitations keep their claim; after a downgrade the newest
 * ones wait until seats free up or the level returns.
 */
export async function assertSeatForAcceptance(
  ctx: AppContext,
  tx: Tx,
  seats: Seats,
  invitation: { id: string; createdAt: Date },
): Promise<void> {
  const own = companyScope(tx, seats.company.id);
  const [members] = await own.pick(users, { n: count() }).where(seatHolders);
  const pending = await own
    .pick(companyInvitations, { id: companyInvitations.id, createdAt: companyInvitations.createdAt })
    .where(and(pendingAt(ctx.clock.now()), lte(companyInvitations.createdAt, invitation.createdAt)));
  const at = invitation.createdAt.getTime();
  const ahead = pending.filter((row) => row.createdAt.getTime() < at || row.id <= invitation.id);
  if (members.n + ahead.length > seats.seats) throw new AppError('SEATS_FULL');
}

/**
 * The start of every invitation, under the company's row lock: the caller may manage the team, a seat is free,
 * the address or number has no account and no invitation waiting. Answers the company's scope, the time and the
 * company (locked).
 */
export async function openInvitation(ctx: AppContext, tx: Tx, caller: Caller, channel: 'mail' | 'sms', target: string) {
  const seats = await lockSeats(ctx, tx, caller.company.id);
  authorize(caller, 'update', { company: seats.company });
  assertSeatFree(seats);
  if (await targetInUse(tx, channel, target)) throw new AppError('ACCOUNT_EXISTS');
  const own = companyScope(tx, caller.company.id);
  const now = ctx.clock.now();
  const sameTarget = channel === 'mail' ? eq(companyInvitations.email, target) : eq(companyInvitations.phone, target);
  const [waiting] = await own.pick(companyInvitations, { id: companyInvitations.id }).where(and(pendingAt(now), sameTarget));
  if (waiting) throw new AppError('INVITATION_PENDING');
  return { own, now, company: seats.company };
}
