import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { companyInvitations, users } from '../db/schema';
import { newLinkToken, sha256 } from '../lib/crypto';

const DAY_MS = 86_400_000;

/**
 * A pending invitation for the SVIP developer, so its sub-account page shows one beside its members. Its token is
 * thrown away: the link was "mailed" to an address nobody reads.
 */
export async function seedInvitations(tx: Tx, now: Date): Promise<void> {
  const [main] = await tx.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, 'dev@demo.test'));
  if (!main) return;
  await tx.insert(companyInvitations).values({
    companyId: main.companyId,
    invitedById: main.id,
    email: 'new.colleague@example.com',
    nickname: '新同事',
    type: 'REQ',
    tokenHash: sha256(newLinkToken()),
    status: 'PENDING',
    expiresAt: new Date(now.getTime() + 5 * DAY_MS),
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });
}
