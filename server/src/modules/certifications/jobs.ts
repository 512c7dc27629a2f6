import { and, eq, gte, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { CERT_LIMITS, certDaysLeft } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { certificates } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { defineJob } from '../../jobs';
import { shanghaiDay } from '../../lib/clock';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany } from '../notices/service';
import { certExpired, certExpiring, certName, expiringTopic } from './messages';
import { recordCertEvent } from './state';

const DAY = 86_400_000;

/** The certificate, locked, when it still is what the job found (a second run, or an edit in between, finds nothing). */
async function lockApproved(tx: Tx, companyId: string, id: string) {
  const [row] = await companyScope(tx, companyId)
    .select(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.state, 'APPROVED')))
    .for('update');
  return row;
}

/** An approved certificate whose last day has passed: EXPIRED, in its history, and its company told. */
async function expire(ctx: AppContext, companyId: string, id: string, today: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockApproved(tx, companyId, id);
    if (!row || row.validTo >= today) return;
    const now = ctx.clock.now();
    await companyScope(tx, companyId).update(certificates).set({ state: 'EXPIRED', updatedAt: now }).where(eq(certificates.id, id));
    await recordCertEvent(tx, row, { action: 'EXPIRED', userId: null, fromState: 'APPROVED', toState: 'EXPIRED' }, now);
    await notifyCompany(ctx, tx, companyId, 'SYSTEM', certExpired, { name: certName(row), date: row.validTo });
  });
}

/** Within `warnDays` of its last day: a TODO notice to the supplier, once per last day (`warnedFor`). */
async function warn(ctx: AppContext, companyId: string, id: string, today: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockApproved(tx, companyId, id);
    if (!row || row.warnedFor === row.validTo) return;
    const days = certDaysLeft(row.validTo, today);
    if (days < 0 || days > CERT_LIMITS.warnDays) return;
    const now = ctx.clock.now();
    await companyScope(tx, companyId).update(certificates).set({ warnedFor: row.validTo }).where(eq(certificates.id, id));
    await recordCertEvent(tx, row, { action: 'EXPIRING', userId: null, fromState: null, toState: null }, now);
    const values = { name: certName(row), date: row.validTo, days: String(days) };
    await notifyCompany(ctx, tx, companyId, 'TODO', certExpiring(expiringTopic(row)), values);
  });
}

/**
 * Every hour: approved certificates past their last day (Asia/Shanghai) expire, those within `warnDays` of it are
 * flagged to their supplier once. Reads never count an expired one in force even before this runs.
 */
export const certificateExpiryJob = defineJob(
  'certifications.expiry',
  async (ctx) => {
    const today = shanghaiDay(ctx.clock.now());
    const horizon = shanghaiDay(new Date(ctx.clock.now().getTime() + CERT_LIMITS.warnDays * DAY));
    const every = acrossCompanies(ctx.db, "the expiry job looks at every supplier's approved certificates");
    const columns = { id: certificates.id, companyId: certificates.companyId };
    const approved = sql`${certificates.state} = 'APPROVED'`;
    const ended = await every
      .select(columns)
      .from(certificates)
      .where(and(approved, lt(certificates.validTo, today)));
    for (const row of ended) await expire(ctx, row.companyId, row.id, today);
    const soon = await every
      .select(columns)
      .from(certificates)
      .where(
        and(
          approved,
          gte(certificates.validTo, today),
          lte(certificates.validTo, horizon),
          or(isNull(certificates.warnedFor), ne(certificates.warnedFor, certificates.validTo)),
        ),
      );
    for (const row of soon) await warn(ctx, row.companyId, row.id, today);
  },
  { every: () => 60 * 60_000 },
);

export const certificationJobs = [certificateExpiryJob];
