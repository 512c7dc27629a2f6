import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, PROMOTION_LIMITS } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { inviteCodes } from '../../db/schema';
import { companyScope } from '../../db/scoped';

export const newInviteCode = (): string =>
  Array.from({ length: PROMOTION_LIMITS.codeLength }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join('');

/**
 * The company's invite code, made on first use. Two first calls at once insert one row (the company's unique
 * key); a code taken by another company (1 in 31^8) is drawn again.
 */
export async function ensureInviteCode(db: Tx, companyId: string, now: Date) {
  const own = companyScope(db, companyId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await own.select(inviteCodes).where();
    if (existing) return existing;
    await own.insert(inviteCodes).values({ code: newInviteCode(), createdAt: now }).onConflictDoNothing();
  }
  throw new Error('no invite code could be made');
}
