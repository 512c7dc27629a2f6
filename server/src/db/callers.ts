import { eq } from 'drizzle-orm';
import { sha256 } from '../lib/crypto';
import type { Db } from './client';
import type { Caller } from './rows';
import { companies, sessions, users } from './schema';

type Resolution = { status: 'ok'; caller: Caller } | { status: 'invalid' | 'expired' };

/** The caller a bearer token stands for: only its SHA-256 is stored, with expiry and revocation. */
export async function resolveToken(db: Db, token: string, now: Date): Promise<Resolution> {
  const [row] = await db
    .select({ session: sessions, user: users, company: companies })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(sessions.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.session.revokedAt) return { status: 'invalid' };
  if (row.session.expiresAt <= now) return { status: 'expired' };
  return { status: 'ok', caller: row };
}
