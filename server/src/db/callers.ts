import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { sha256 } from '../lib/crypto';
import type { Db } from './client';
import { perDatabase } from './per-database';
import type { Caller, SessionRow } from './rows';
import { companies, sessions, users } from './schema';

type Resolution = { status: 'ok'; caller: Caller } | { status: 'invalid' | 'expired' };

/** The idle deadline is written at most once a minute, not on every request. */
export const TOUCH_EVERY_MS = 60_000;

/** When the session ends: the idle deadline or the absolute end, whichever comes first. */
export function sessionExpiry(session: Pick<SessionRow, 'expiresAt' | 'idleExpiresAt'>): Date {
  return session.idleExpiresAt < session.expiresAt ? session.idleExpiresAt : session.expiresAt;
}

/** The idle deadline of a session used at `now`, never past its absolute end. */
export function idleDeadline(session: Pick<SessionRow, 'expiresAt' | 'remember'>, now: Date, idleMinutes: number): Date {
  if (session.remember) return session.expiresAt;
  const idle = new Date(now.getTime() + idleMinutes * 60_000);
  return idle < session.expiresAt ? idle : session.expiresAt;
}

/** Every request runs this query: built once per database (building a three-table select costs more than running it). */
const callerQuery = perDatabase((db) =>
  db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_token'),
);

/**
 * The caller a bearer token stands for: only its SHA-256 is stored, with expiry and revocation.
 * A good token moves the session's idle deadline to `now + idleMinutes` (written at most once a
 * minute); `caller.session` carries the moved deadline.
 */
export async function resolveToken(db: Db, token: string, now: Date, idleMinutes: number): Promise<Resolution> {
  const [row] = await callerQuery(db).execute({ tokenHash: sha256(token) });
  // A disabled or deleted account's sessions were revoked; this holds even for one revoked a moment too late.
  if (!row || row.session.revokedAt || row.user.status !== 'ACTIVE') return { status: 'invalid' };
  if (sessionExpiry(row.session) <= now) return { status: 'expired' };
  const next = idleDeadline(row.session, now, idleMinutes);
  if (next.getTime() - row.session.idleExpiresAt.getTime() >= TOUCH_EVERY_MS) {
    // Only forward, and only while the session is still live and not revoked meanwhile. The condition is the
    // check above, in the statement: of a burst of requests with one token, which all read the old deadline, the
    // first writes it and the others, rechecking the row once its lock is free, find it moved and write nothing
    // (one commit instead of one per request, each waiting for the one before: a stall of tens of milliseconds).
    await db
      .update(sessions)
      .set({ idleExpiresAt: next })
      .where(
        and(
          eq(sessions.id, row.session.id),
          isNull(sessions.revokedAt),
          lte(sessions.idleExpiresAt, new Date(next.getTime() - TOUCH_EVERY_MS)),
        ),
      );
    row.session = { ...row.session, idleExpiresAt: next };
  }
  return { status: 'ok', caller: row };
}
