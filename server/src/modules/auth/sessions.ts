import { eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sessions } from '../../db/schema';
import { userScope } from '../../db/scoped';
import { newToken, sha256 } from '../../lib/crypto';
import type { AppContext } from '../../plugins/app/context';

/** A new session: the token goes to the client, only its SHA-256 is stored (see db/callers.ts). */
export async function createSession(ctx: AppContext, userId: string, tx: Tx = ctx.db) {
  const token = newToken();
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + ctx.config.tokenTtlHours * 3_600_000);
  const [session] = await tx
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), createdAt: now, expiresAt })
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
