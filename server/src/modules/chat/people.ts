import { eq, inArray } from 'drizzle-orm';
import type { ChatUser } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';

/**
 * People as chat shows them (nickname and company name), by id. The caller reaches these ids only
 * through rows it takes part in (its friendships, its conversations' members).
 */
export async function chatUsers(db: Tx, ids: readonly string[]): Promise<Map<string, ChatUser>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await acrossCompanies(db, "chat names the people of the caller's friendships and conversations")
    .select({ id: users.id, nickname: users.nickname, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, { ...row, avatar: null }]));
}

/** Someone who left the platform: their messages stay, their name does not. */
export const unknownUser = (id: string): ChatUser => ({ id, nickname: '—', companyName: '—', avatar: null });
