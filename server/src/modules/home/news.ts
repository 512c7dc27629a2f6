import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { OTHER_SIDE, SHOWCASE_PAGE } from '@b2b/shared/access';
import { CERT_KIND_NAMES, HOME_LIMITS, type HomeNews, type HomeNewsItem } from '@b2b/shared/contract';
import type { Caller } from '../../db/rows';
import { certificateEvents, certificates, companies, companyFollows, demands, showcaseWindows } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import type { Lang } from '../../lib/i18n';
import { mayOpenPage } from '../../plugins/app/access';
import type { AppContext } from '../../plugins/app/context';

const LIMIT = HOME_LIMITS.news;
/** A window saved this long after its publication counts as updated (publishing itself touches the row). */
const UPDATED_AFTER_MS = 60_000;

/** Each side's page where it reads the other side's windows: a DEV reads suppliers', a SUP party A's. */
const WINDOWS_OF = {
  DEV: { side: OTHER_SIDE.DEV, page: SHOWCASE_PAGE[OTHER_SIDE.DEV] },
  SUP: { side: OTHER_SIDE.SUP, page: SHOWCASE_PAGE[OTHER_SIDE.SUP] },
} as const;

type Named = { companyId: string; name: string; nameEn: string | null };
const nameIn = (row: Named, lang: Lang) => (lang === 'en-US' && row.nameEn) || row.name;

/**
 * The latest news of the companies the caller's company follows, newest first: demands they published (for a
 * caller who may open the demand zone), their showcase windows published or updated (the other side's, for a
 * caller who may open that side's windows), their approval and their certificates approved. Every piece is public to
 * such a caller (an approved certificate is a public badge).
 */
export async function homeNews(ctx: AppContext, caller: Caller, lang: Lang): Promise<HomeNews> {
  const now = ctx.clock.now();
  const follows = await companyScope(ctx.db, caller.company.id).pick(companyFollows, { id: companyFollows.followedCompanyId }).where();
  const ids = follows.map((f) => f.id);
  if (ids.length === 0) return { following: 0, items: [] };
  const may = (page: string) => mayOpenPage(caller, page, now);
  const windows = caller.company.role === 'DEV' || caller.company.role === 'SUP' ? WINDOWS_OF[caller.company.role] : null;
  const directory = may('onboarded-sup');
  const news = await Promise.all([
    may('demand') ? publishedDemands(ctx, ids, lang) : [],
    windows && may(windows.page) ? windowNews(ctx, ids, windows.side, windows.page, lang) : [],
    approvals(ctx, ids, lang, directory),
    certified(ctx, ids, lang, directory),
  ]);
  const items = news
    .flat()
    .sort((a, b) => b.at - a.at)
    .slice(0, LIMIT);
  return { following: ids.length, items };
}

const named = { companyId: companies.id, name: companies.name, nameEn: companies.nameEn };

async function publishedDemands(ctx: AppContext, ids: string[], lang: Lang): Promise<HomeNewsItem[]> {
  const rows = await acrossCompanies(ctx.db, "a followed company's published demands are the demand zone's, open to the caller")
    .select({ ...named, id: demands.id, title: demands.title, at: demands.publishedAt })
    .from(demands)
    .innerJoin(companies, eq(companies.id, demands.companyId))
    .where(and(inArray(demands.companyId, ids), eq(demands.status, 'PUBLISHED'), isNotNull(demands.publishedAt)))
    .orderBy(desc(demands.publishedAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'DEMAND_PUBLISHED',
    companyId: row.companyId,
    companyName: nameIn(row, lang),
    title: row.title,
    at: row.at!.getTime(),
    to: `/demand?${new URLSearchParams({ open: row.id })}`,
  }));
}

async function windowNews(ctx: AppContext, ids: string[], side: 'DEV' | 'SUP', page: string, lang: Lang): Promise<HomeNewsItem[]> {
  const latest = sql`greatest(${showcaseWindows.publishedAt}, ${showcaseWindows.updatedAt})`;
  const rows = await acrossCompanies(ctx.db, "a followed company's published window is open to the other side")
    .select({ ...named, publishedAt: showcaseWindows.publishedAt, updatedAt: showcaseWindows.updatedAt })
    .from(showcaseWindows)
    .innerJoin(companies, eq(companies.id, showcaseWindows.companyId))
    .where(and(inArray(showcaseWindows.companyId, ids), eq(showcaseWindows.state, 'PUBLISHED'), eq(companies.role, side)))
    .orderBy(desc(latest))
    .limit(LIMIT);
  return rows.flatMap((row) => {
    const base = {
      companyId: row.companyId,
      companyName: nameIn(row, lang),
      title: null,
      to: `/${page}?${new URLSearchParams({ company: row.companyId })}`,
    };
    const published = row.publishedAt!.getTime();
    const updated = row.updatedAt.getTime();
    const items: HomeNewsItem[] = [{ ...base, kind: 'WINDOW_PUBLISHED', at: published }];
    if (updated - published > UPDATED_AFTER_MS) items.push({ ...base, kind: 'WINDOW_UPDATED', at: updated });
    return items;
  });
}

async function approvals(ctx: AppContext, ids: string[], lang: Lang, directory: boolean): Promise<HomeNewsItem[]> {
  const rows = await acrossCompanies(ctx.db, 'a followed company is approved: its public card says so')
    .select({ ...named, role: companies.role, at: companies.approvedAt })
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.approvalStatus, 'APPROVED'), isNotNull(companies.approvedAt)))
    .orderBy(desc(companies.approvedAt))
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'COMPANY_APPROVED',
    companyId: row.companyId,
    companyName: nameIn(row, lang),
    title: null,
    at: row.at!.getTime(),
    to: directory && row.role === 'SUP' ? `/onboarded-sup?${new URLSearchParams({ q: row.name })}` : null,
  }));
}

async function certified(ctx: AppContext, ids: string[], lang: Lang, directory: boolean): Promise<HomeNewsItem[]> {
  const rows = await acrossCompanies(ctx.db, "a followed company's approved certificate is its public badge")
    .select({ ...named, role: companies.role, kind: certificates.kind, certName: certificates.name, at: certificateEvents.createdAt })
    .from(certificateEvents)
    .innerJoin(certificates, eq(certificates.id, certificateEvents.certificateId))
    .innerJoin(companies, eq(companies.id, certificateEvents.companyId))
    .where(and(inArray(certificateEvents.companyId, ids), eq(certificateEvents.action, 'APPROVED')))
    .orderBy(desc(certificateEvents.createdAt), desc(certificateEvents.seq))
    .limit(LIMIT);
  return rows.map((row) => ({
    kind: 'CERTIFIED',
    companyId: row.companyId,
    companyName: nameIn(row, lang),
    title: row.kind === 'OTHER' && row.certName ? row.certName : CERT_KIND_NAMES[row.kind][lang],
    at: row.at.getTime(),
    to: directory && row.role === 'SUP' ? `/onboarded-sup?${new URLSearchParams({ q: row.name })}` : null,
  }));
}
