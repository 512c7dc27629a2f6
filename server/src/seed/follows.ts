import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companyFollows, users } from '../db/schema';
import type { Clock } from '../lib/clock';

const DAY = 86_400_000;

/**
 * Follows that make home's news alive for the demo supplier: sup@demo.test's company follows the demo party A
 * (its published demands and its showcase window). dev@demo.test's follows are the directory seed's.
 */
export async function seedFollows(db: Db, clock: Clock): Promise<void> {
  const accounts = await db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(inArray(users.email, ['sup@demo.test', 'dev@demo.test']));
  const sup = accounts.find((a) => a.email === 'sup@demo.test');
  const dev = accounts.find((a) => a.email === 'dev@demo.test');
  if (!sup || !dev) return;
  const at = new Date(clock.now().getTime() - 20 * DAY);
  await db
    .insert(companyFollows)
    .values({ companyId: sup.companyId, followedCompanyId: dev.companyId, createdBy: sup.id, createdAt: at })
    .onConflictDoNothing();
}
