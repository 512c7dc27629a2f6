import { asc, count, eq, lt } from 'drizzle-orm';
import { MEMBER_LEVELS, type AddVisitResult, type CompanyType, type InitData, type MemberLevel } from '@b2b/shared/contract';
import { companyTypes, visits } from '../../db/schema';
import { shanghaiDay } from '../../lib/clock';
import { LANGS, PRODUCT_NAME, type Lang, type Text } from '../../lib/i18n';
import type { AppContext } from '../../plugins/app/context';
import { customerService } from '../users/service';

const MEMBER_LEVEL_NAMES: Record<MemberLevel, Text> = {
  ORDINARY: { 'zh-CN': '普通会员', 'en-US': 'Ordinary' },
  VIP: { 'zh-CN': 'VIP 会员', 'en-US': 'VIP' },
  SVIP: { 'zh-CN': 'SVIP 会员', 'en-US': 'SVIP' },
};

export async function listCompanyTypes(ctx: AppContext, lang: Lang): Promise<CompanyType[]> {
  const rows = await ctx.db.select().from(companyTypes).orderBy(asc(companyTypes.sort), asc(companyTypes.id));
  return rows.map((row) => ({ id: row.id, name: lang === 'en-US' ? row.nameEn : row.nameZh }));
}

/** `signedIn`: only then the customer-service accounts (staff ids are not for visitors). */
export async function initData(ctx: AppContext, lang: Lang, signedIn: boolean): Promise<InitData> {
  return {
    productName: PRODUCT_NAME[lang],
    languages: [...LANGS],
    serverTime: ctx.clock.now().getTime(),
    companyTypes: await listCompanyTypes(ctx, lang),
    memberLevels: MEMBER_LEVELS.map((level) => ({ level, name: MEMBER_LEVEL_NAMES[level][lang] })),
    customerService: signedIn ? await customerService(ctx) : [],
  };
}

/** The day of the last purge, per app: rows older than the retention go once a day. */
const purgedOn = new WeakMap<AppContext, string>();

/**
 * One visit per visitor per day (Asia/Shanghai); `counted` is false when today's was already counted.
 * Bounded: once `visits.maxPerDay` rows exist for today no new one is written (`counted: false`), and
 * rows older than `visits.retentionDays` are deleted on the first call of a day, so the table holds at
 * most maxPerDay × (retentionDays + 1) rows whatever visitors claim to be.
 */
export async function addVisit(ctx: AppContext, visitor: string): Promise<AddVisitResult> {
  const now = ctx.clock.now();
  const date = shanghaiDay(now);
  const { maxPerDay, retentionDays } = ctx.config.visits;
  if (purgedOn.get(ctx) !== date) {
    purgedOn.set(ctx, date);
    await ctx.db.delete(visits).where(lt(visits.day, shanghaiDay(new Date(now.getTime() - retentionDays * 86_400_000))));
  }
  const [{ n }] = await ctx.db.select({ n: count() }).from(visits).where(eq(visits.day, date));
  if (n >= maxPerDay) return { date, counted: false };
  const inserted = await ctx.db
    .insert(visits)
    .values({ visitor, day: date, createdAt: now })
    .onConflictDoNothing({ target: [visits.visitor, visits.day] })
    .returning({ id: visits.id });
  return { date, counted: inserted.length > 0 };
}
