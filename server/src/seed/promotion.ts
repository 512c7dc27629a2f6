import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, inviteCodes, inviteRedemptions, showcaseExposures, showcaseVisits, users } from '../db/schema';
import { shanghaiDay, type Clock } from '../lib/clock';
import { newInviteCode } from '../modules/promotion/invite-code';
import { PROMOTION_LIMITS } from '@b2b/shared/contract';

const DAY = 24 * 60 * 60 * 1000;
/** The companies whose promotion page shows 90 days of figures. */
const OWNERS = ['dev@demo.test', 'sup@demo.test', 'sup2@demo.test', 'ordinary@demo.test'];
/** dev@demo.test's code was used once, by the rival supplier, this many days ago. */
const INVITED = { email: 'northwind@demo.test', daysAgo: 20 };

/** A day's share of the viewers (0–1): a slow wave, quieter weekends, a little noise that is the same on every seed. */
function share(daysAgo: number, phase: number, at: Date): number {
  const weekday = at.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.45 : 1;
  const wave = 0.55 + 0.3 * Math.sin((daysAgo + phase) / 6) + 0.15 * Math.sin((daysAgo * 7 + phase) / 2.3);
  return Math.max(0, Math.min(1, wave * weekend));
}

/**
 * 90 days of exposure and visits of the demo companies' windows (each viewer once a day, as the API counts),
 * from the approved accounts of the other side. Today is left to the live pages and tests (a viewer's first
 * report today must count). Visits are part of the day's exposure.
 */
export async function seedPromotion(db: Db, clock: Clock): Promise<void> {
  const now = clock.now().getTime();
  const owners = await db
    .select({ companyId: users.companyId, role: companies.role })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.email, OWNERS));
  for (const [index, owner] of owners.entries()) {
    const side = owner.role === 'DEV' ? 'SUP' : 'DEV';
    const viewers = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(companies.role, side), eq(companies.approvalStatus, 'APPROVED'), ne(companies.id, owner.companyId)))
      .orderBy(users.id);
    const exposures = [];
    const visits = [];
    for (let daysAgo = 1; daysAgo < 90; daysAgo++) {
      const at = new Date(now - daysAgo * DAY);
      const day = shanghaiDay(at);
      const seen = Math.round(viewers.length * share(daysAgo, index * 4, at));
      for (const [n, viewer] of viewers.slice(0, seen).entries()) {
        const row = { companyId: owner.companyId, viewerId: viewer.id, day, createdAt: at };
        exposures.push({ ...row, type: owner.role === 'DEV' ? ('partyA' as const) : ('partyB' as const) });
        if ((n + daysAgo + index) % 3 !== 0) visits.push(row);
      }
    }
    if (exposures.length) await db.insert(showcaseExposures).values(exposures).onConflictDoNothing();
    if (visits.length) await db.insert(showcaseVisits).values(visits).onConflictDoNothing();
  }
  await seedInviteUse(db, now);
}

/** dev@demo.test's company has its code, used once (the credit of that day is part of the seeded memberships). */
async function seedInviteUse(db: Db, now: number) {
  const people = await db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(inArray(users.email, ['dev@demo.test', INVITED.email]));
  const inviter = people.find((p) => p.email === 'dev@demo.test');
  const invited = people.find((p) => p.email === INVITED.email);
  if (!inviter || !invited) return;
  const at = new Date(now - INVITED.daysAgo * DAY);
  const [code] = await db.insert(inviteCodes).values({ companyId: inviter.companyId, code: newInviteCode(), createdAt: at }).returning();
  await db.insert(inviteRedemptions).values({
    companyId: invited.companyId,
    inviterCompanyId: inviter.companyId,
    codeId: code.id,
    redeemedBy: invited.id,
    creditDays: PROMOTION_LIMITS.inviteCreditDays,
    createdAt: at,
  });
}
