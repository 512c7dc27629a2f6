import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Caller, UserRow } from '../../db/rows';
import { users } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { authorize } from '../../policies';

/**
 * A sub-account of the caller's own company, locked until the transaction ends: another company's id, a main
 * account or a deleted one are NOT_FOUND, never told apart; then the user policy's `manage`.
 */
export async function lockMember(tx: Tx, caller: Caller, userId: string): Promise<UserRow> {
  const own = companyScope(tx, caller.company.id);
  const [user] = await own.select(users).where(eq(users.id, userId)).for('update');
  if (!user || user.type === 'MAIN' || user.status === 'DELETED') throw new AppError('NOT_FOUND');
  authorize(caller, 'manage', { user });
  return user;
}

/** Sets a sub-account's row; the caller's company scope keeps it there. */
export async function saveMember(tx: Tx, caller: Caller, user: UserRow, values: Partial<UserRow>): Promise<UserRow> {
  const [row] = await companyScope(tx, caller.company.id).update(users).set(values).where(eq(users.id, user.id)).returning();
  return row;
}
