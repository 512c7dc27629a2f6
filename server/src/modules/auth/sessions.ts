import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, sessions, users } from '../../db/schema';
import { newToken, sha256 } from '../../lib/crypto';
import type { AppContext } from '../../plugins/app/context';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** Who is calling: the account, its company and the session the token belongs to. */
export interface Caller {
  user: UserRow;
  company: CompanyRow;
  session: SessionRow;
}

export type Resolution = { status: 'ok'; caller: Caller } | { status: 'invalid' | 'expired' };

export async function createSession(ctx: AppContext, userId: string, tx: Tx = ctx.db) {
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.tokenTtlHours * 3_600_000);
  const [session] = await tx.insert(sessions).values({ userId, tokenHash: sha256(token), createdAt: now, expiresAt }).returning();
  return { token, session };
}

export async function resolveToken(ctx: AppContext, token: string): Promise<Resolution> {
  const [row] = await ctx.db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.session.revokedAt) return { status: 'invalid' };
  if (row.session.expiresAt <= ctx.clock.now()) return { status: 'expired' };
  return { status: 'ok', caller: row };
}

export async function revokeSession(ctx: AppContext, sessionId: string) {
  await ctx.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, sessionId));
}

/** After a password change or reset: every session of the user stops working. */
export async function revokeAllSessions(ctx: AppContext, userId: string, tx: Tx = ctx.db) {
  await tx
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
