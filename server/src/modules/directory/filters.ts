import { and, desc, eq, gte, ilike, not, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { companies, companyFollows } from '../../db/schema';
import { companyScope } from '../../db/scoped';

/** The directory's rows: approved suppliers (written as the partial indexes' predicate, so they serve it). */
export const LISTED = sql`${companies.role} = 'SUP' and ${companies.approvalStatus} = 'APPROVED'`;

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The query's filters, ANDed with LISTED; `viewerCompanyId` for "followed" (the viewer's own follows only). */
export function directoryWhere(db: Tx, viewerCompanyId: string, query: DirectoryQuery): SQL {
  const keyword = query.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : undefined;
  const follows = companyScope(db, viewerCompanyId)
    .pick(companyFollows, { one: sql`1` })
    .where(eq(companyFollows.followedCompanyId, companies.id));
  const followed = query.followed === undefined ? undefined : query.followed ? sql`exists (${follows})` : not(sql`exists (${follows})`);
  return and(
    LISTED,
    pattern ? or(ilike(companies.name, pattern), ilike(companies.nameEn, pattern)) : undefined,
    query.companyTypeId ? sql`${companies.info}->>'companyTypeId' = ${query.companyTypeId}` : undefined,
    query.provinceCode ? sql`${companies.info}->>'provinceCode' = ${query.provinceCode}` : undefined,
    query.cityCode ? sql`${companies.info}->>'cityCode' = ${query.cityCode}` : undefined,
    query.minHeadcount ? gte(companies.headcount, query.minHeadcount) : undefined,
    followed,
  )!;
}

/** Promoted (a VIP or SVIP membership in force at `now`) first, then the most recently approved. */
export function directoryOrder(now: Date): SQL[] {
  const promoted = sql`(${companies.memberLevel} <> 'ORDINARY' and ${companies.memberExpires} > ${now})`;
  return [sql`${promoted} desc`, sql`${companies.approvedAt} desc nulls last`, desc(companies.id)];
}
