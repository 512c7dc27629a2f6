import { and, eq, isNull, ne } from 'drizzle-orm';
import { idleDeadline } from '../../db/callers';
import type { Tx } from '../../db/client';
import { sessions } from '../../db/schema';
import { userScope } from '../../db/scoped';
import { newToken, sha256 } from '../../lib/crypto';
import type { AppContext } from '../../plugins/app/context';

/**
 * A new session: the token goes to the client, only its SHA-256 is stored (see db/callers.ts).
 * It ends SESSION_MAX_HOURS after sign-in, or SESSION_REMEMBER_DAYS with "remember me", and
 * earlier after SESSION_IDLE_MINUTES without a request (not for a remembered session).
 */
export async function createSession(ctx: AppContext, userId: string, tx: Tx = ctx.db, remember = false) {
  const token = newToken();
  const now = ctx.clock.now();
  const { maxHours, rememberDays, idleMinutes } = ctx.config.session;
  const lifetime = remember ? rememberDays * 86_400_000 : maxHours * 3_600_000;
  const expiresAt = new Date(now.getTime() + lifetime);
  const idleExpiresAt = idleDeadline({ expiresAt, remember }, now, idleMinutes);
  const [session] = await userScope(tx, userId)
    .insert(sessions)
    .values({ tokenHash: sha256(token), createdAt: now, expiresAt, idleExpiresAt, remember })
    .returning();
  return { token, session };
}

export async function revokeSession(ctx: AppContext, sessionId: string) {
  await ctx.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, sessionId));
}

/** After a password change or reset: every session of the user stops working. */
export async function revokeAllSessions(ctx: AppContext, userId: string, tx: Tx = ctx.db) {
  await userScope(tx, userId).update(sessions).set({ revokedAt: ctx.clock.now() }).where(isNull(sessions.revokedAt));
}

/** After an email or phone change: every session of the user but the one that asked stops working. */
export async function revokeOtherSessions(ctx: AppContext, userId: string, keepSessionId: string, tx: Tx = ctx.db) {
  await userScope(tx, userId)
    .update(sessions)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}
