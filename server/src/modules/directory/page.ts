import { count, desc, not, sql, type SQL } from 'drizzle-orm';
import type { CertBadge } from '@b2b/shared/contract';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, companyTypes } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { badgesColumn } from '../certifications/badges';
import { cardColumns, cardTypeJoin, type CardRow } from './cards';
import { directoryWhere, promoted, type FilterShape, type Param } from './filters';

/**
 * The directory's two statements for a shape of filters: one page and the total. The order (promoted first, then
 * the most recently approved) is one union of two ordered, limited reads, promoted and not, each of which walks
 * the index `companies_directory_idx` and stops after the rows the page needs (`reach` = offset + page size),
 * instead of sorting every listed supplier on each request.
 */
export function directoryStatements(db: Db, shape: FilterShape, param: Param) {
  const directory = acrossCompanies(db, "the directory lists every approved supplier's public card");
  const where = directoryWhere(db, shape, param);
  const isPromoted = promoted(param);
  const columns = {
    ...cardColumns(db, param('viewer') as string),
    approvedAt: companies.approvedAt,
    promoted: sql<boolean>`${isPromoted}`.as('promoted'),
    badges: badgesColumn(db, sql`${companies.id}`, param('today')).as('badges'),
  };
  const branch = (condition: SQL) =>
    directory
      .select(columns)
      .from(companies)
      .leftJoin(companyTypes, cardTypeJoin)
      .where(sql`${where} and ${condition}`)
      .orderBy(sql`${companies.approvedAt} desc nulls last`, desc(companies.id))
      .limit(param('reach') as number);
  const page = unionAll(branch(isPromoted), branch(not(isPromoted)))
    .orderBy(sql`"promoted" desc, "approved_at" desc nulls last, "id" desc`)
    .limit(param('limit') as number)
    .offset(param('offset') as number);
  const total = directory.select({ n: count() }).from(companies).where(where);
  return { page, total };
}

export type DirectoryRow = CardRow & { approvedAt: Date | null; promoted: boolean; badges: CertBadge[] };
