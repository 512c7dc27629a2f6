import { and, gte, not, sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { companies, companyFollows } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { shanghaiDay } from '../../lib/clock';
import { certifiedWhere } from '../certifications/badges';
import { ratedAtLeast, withWindow } from './marks';

/** The directory's rows: approved suppliers (written as the partial indexes' predicate, so they serve it). */
export const LISTED = sql`${companies.role} = 'SUP' and ${companies.approvalStatus} = 'APPROVED'`;

/** Both names lower-cased, as the trigram index `companies_directory_search_idx` holds them. */
const SEARCHED = sql`lower(${companies.name} || chr(10) || coalesce(${companies.nameEn}, ''))`;

/** The keyword as a `like` pattern: lower-cased, its wildcards taken literally. */
export const keywordPattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which filters a query sets: a statement per shape is built (and prepared) once. */
export interface FilterShape {
  keyword: boolean;
  companyTypeId: boolean;
  provinceCode: boolean;
  cityCode: boolean;
  minHeadcount: boolean;
  followed: boolean | undefined;
  /** Only suppliers with an approved certificate in force; `certKind`: of that kind. */
  certified: boolean;
  certKind: boolean;
  /** Only suppliers rated at least `minRating` (published ratings). */
  minRating: boolean;
  /** Only suppliers with a published showcase window. */
  withWindow: boolean;
}

export function shapeOf(query: DirectoryQuery): FilterShape {
  const keyword = query.keyword?.trim();
  return {
    keyword: !!keyword,
    companyTypeId: !!query.companyTypeId,
    provinceCode: !!query.provinceCode,
    cityCode: !!query.cityCode,
    minHeadcount: !!query.minHeadcount,
    followed: query.followed,
    certified: !!query.certified || !!query.certKind,
    certKind: !!query.certKind,
    minRating: query.minRating !== undefined,
    withWindow: !!query.withWindow,
  };
}

/** The values of a query's statement, by parameter name. */
export function valuesOf(query: DirectoryQuery, viewer: string, now: Date): Record<string, unknown> {
  const keyword = query.keyword?.trim();
  return {
    viewer,
    now,
    keyword: keyword ? keywordPattern(keyword) : undefined,
    companyTypeId: query.companyTypeId,
    provinceCode: query.provinceCode,
    cityCode: query.cityCode,
    minHeadcount: query.minHeadcount,
    today: shanghaiDay(now),
    certKind: query.certKind,
    minRating: query.minRating,
  };
}

/** A statement's parameter: a placeholder for a prepared statement, the value itself otherwise. */
export type Param = (name: string) => unknown;

/** A VIP or SVIP membership in force at the `now` parameter: such a supplier is promoted (listed first). */
export const promoted = (param: Param) =>
  sql`(${companies.memberLevel} <> 'ORDINARY' and coalesce(${companies.memberExpires} > ${param('now')}, false))`;

/** The rows of the shape's filters; "followed" is the `viewer` company's own follows. */
export function directoryWhere(db: Tx, shape: FilterShape, param: Param): SQL {
  // The viewer's follows read once, as a list the primary key is probed with: a correlated `exists` made the
  // database walk every listed supplier (or scan them all) to find the few hundred followed ones.
  const follows = companyScope(db, param('viewer') as string)
    .pick(companyFollows, { id: companyFollows.followedCompanyId })
    .where();
  const isFollowed = sql`${companies.id} = any(array(${follows}))`;
  const followed = shape.followed === undefined ? undefined : shape.followed ? isFollowed : not(isFollowed);
  return and(
    LISTED,
    shape.keyword ? sql`${SEARCHED} like ${param('keyword')} escape '\\'` : undefined,
    shape.companyTypeId ? sql`${companies.info}->>'companyTypeId' = ${param('companyTypeId')}` : undefined,
    shape.provinceCode ? sql`${companies.info}->>'provinceCode' = ${param('provinceCode')}` : undefined,
    shape.cityCode ? sql`${companies.info}->>'cityCode' = ${param('cityCode')}` : undefined,
    shape.minHeadcount ? gte(companies.headcount, param('minHeadcount') as number) : undefined,
    followed,
    shape.certified ? certifiedWhere(db, companies.id, param('today'), shape.certKind ? param('certKind') : undefined) : undefined,
    shape.minRating ? ratedAtLeast(db, param('minRating')) : undefined,
    shape.withWindow ? withWindow(db) : undefined,
  )!;
}
