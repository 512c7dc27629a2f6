import { eq } from 'drizzle-orm';
import type { Tx } from './client';
import { users } from './schema';
import { acrossCompanies } from './scoped';

/**
 * Which account signs in with an email or phone. Codes, auth and users all ask this, so it
 * lives below the modules and none of them depends on another for it.
 */
export async function findUserIdByTarget(db: Tx, channel: 'mail' | 'sms', target: string): Promise<string | undefined> {
  const column = channel === 'mail' ? users.email : users.phone;
  const [row] = await acrossCompanies(db, 'sign-in and uniqueness: the account of any company that uses this address')
    .select({ id: users.id })
    .from(users)
    .where(eq(column, target))
    .limit(1);
  return row?.id;
}

export async function targetInUse(db: Tx, channel: 'mail' | 'sms', target: string): Promise<boolean> {
  return (await findUserIdByTarget(db, channel, target)) !== undefined;
}
