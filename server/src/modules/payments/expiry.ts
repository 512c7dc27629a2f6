import { and, gt, inArray, lte } from 'drizzle-orm';
import { daysLeft, PAID_LEVELS, PAYMENT_LIMITS, type PaidLevel } from '@b2b/shared/contract';
import { companies } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { defineJob } from '../../jobs';
import type { AppContext } from '../../plugins/app/context';
import { notifyCompany, topicNotified } from '../notices/service';
import { shanghaiDay } from './fulfil';
import { expiringTopic, LEVEL_NAMES, membershipEnded, membershipExpiring } from './messages';

const DAY = 24 * 60 * 60_000;
const paid = inArray(companies.memberLevel, [...PAID_LEVELS]);

/** A membership whose end has come: the company is ORDINARY again (under its lock, checked again), and told. */
async function endMembership(ctx: AppContext, companyId: string) {
  await ctx.db.transaction(async (tx) => {
    const own = companyScope(tx, companyId);
    const [company] = await own.select(companies).where().for('update');
    const now = ctx.clock.now();
    if (!company || company.memberLevel === 'ORDINARY' || !company.memberExpires || company.memberExpires > now) return;
    await own.update(companies).set({ memberLevel: 'ORDINARY', memberExpires: null, updatedAt: now }).where();
    await notifyCompany(ctx, tx, companyId, 'SYSTEM', membershipEnded, { level: LEVEL_NAMES[company.memberLevel as PaidLevel] });
  });
}

/** `warnDays` before the end: one notice per company and end (a renewal moves the end, and warns again before the new one). */
async function warnOfEnd(ctx: AppContext, companyId: string) {
  await ctx.db.transaction(async (tx) => {
    const [company] = await companyScope(tx, companyId).select(companies).where().for('update');
    const now = ctx.clock.now();
    const days = daysLeft(company?.memberExpires?.getTime() ?? null, now.getTime());
    if (!company?.memberExpires || company.memberLevel === 'ORDINARY' || days === null || days > PAYMENT_LIMITS.warnDays) return;
    const topic = expiringTopic(company.id, company.memberExpires);
    if (await topicNotified(tx, company.id, topic)) return;
    await notifyCompany(ctx, tx, company.id, 'SYSTEM', membershipExpiring(topic), {
      level: LEVEL_NAMES[company.memberLevel as PaidLevel],
      date: shanghaiDay(company.memberExpires),
      days: String(days),
    });
  });
}

/** Every 10 minutes: memberships that ended are taken back, those ending within `warnDays` are warned of. */
export const membershipExpiryJob = defineJob(
  'payments.membership-expiry',
  async (ctx) => {
    const now = ctx.clock.now();
    const every = acrossCompanies(ctx.db, "the expiry job looks at every company's membership end");
    const ended = await every
      .select({ id: companies.id })
      .from(companies)
      .where(and(paid, lte(companies.memberExpires, now)));
    for (const { id } of ended) await endMembership(ctx, id);
    const soon = await every
      .select({ id: companies.id })
      .from(companies)
      .where(
        and(paid, gt(companies.memberExpires, now), lte(companies.memberExpires, new Date(now.getTime() + PAYMENT_LIMITS.warnDays * DAY))),
      );
    for (const { id } of soon) await warnOfEnd(ctx, id);
  },
  { every: () => 10 * 60_000 },
);
