import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { CHAT_API, CHAT_LIMITS, apiPath, type ChatTicket } from '@b2b/shared/contract';
import { sessionExpiry } from '../../../db/callers';
import type { Caller } from '../../../db/rows';
import { chatTickets, companies, sessions, users } from '../../../db/schema';
import { acrossCompanies, userScope } from '../../../db/scoped';
import { newToken, sha256 } from '../../../lib/crypto';
import type { AppContext } from '../../../plugins/app/context';

/**
 * A one-time ticket for the socket (browsers cannot set headers on a WebSocket): 32 random bytes,
 * only its SHA-256 stored, bound to the caller's session, opening one socket within 30 s.
 */
export async function issueTicket(ctx: AppContext, caller: Caller): Promise<ChatTicket> {
  const now = ctx.clock.now();
  const ticket = newToken();
  const expiresAt = new Date(now.getTime() + CHAT_LIMITS.ticketTtlMs);
  await acrossCompanies(ctx.db, 'tickets of anyone that can no longer be used are purged')
    .delete(chatTickets)
    .where(lt(chatTickets.expiresAt, new Date(now.getTime() - 60_000)));
  await userScope(ctx.db, caller.user.id)
    .insert(chatTickets)
    .values({ tokenHash: sha256(ticket), sessionId: caller.session.id, expiresAt });
  return { ticket, url: apiPath(CHAT_API.socket, { userId: caller.user.id }), expiresAt: expiresAt.getTime() };
}

/**
 * The caller a ticket stands for, using it up: null when it is unknown, used, expired, or its session
 * has ended or been revoked since.
 */
export async function redeemTicket(ctx: AppContext, ticket: string): Promise<Caller | null> {
  const now = ctx.clock.now();
  const across = acrossCompanies(ctx.db, 'a socket ticket is redeemed before anyone is known');
  const [used] = await across
    .update(chatTickets)
    .set({ usedAt: now })
    .where(and(eq(chatTickets.tokenHash, sha256(ticket)), isNull(chatTickets.usedAt), gt(chatTickets.expiresAt, now)))
    .returning({ sessionId: chatTickets.sessionId });
  if (!used) return null;
  const [row] = await across
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.id, used.sessionId));
  if (!row || row.session.revokedAt || sessionExpiry(row.session) <= now) return null;
  return row;
}
