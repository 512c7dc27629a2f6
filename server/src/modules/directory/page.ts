import { count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { CertBadge } from '@b2b/shared/contract';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies, companyTypes } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { badgesColumn } from '../certifications/badges';
import { cardColumns, cardTypeJoin, type CardRow } from './cards';
import { directoryWhere, promoted, type FilterShape, type Param } from './filters';

const directoryOf = (db: Db) => acrossCompanies(db, "the directory lists every approved supplier's public card");

/** What a row of the directory's page holds beside its order: the card, its approval time and its badges. */
function pageColumns(db: Db, param: Param) {
  return {
    ...cardColumns(db, param('viewer') as string),
    approvedAt: companies.approvedAt,
    badges: badgesColumn(db, sql`${companies.id}`, param('today')).as('badges'),
  };
}

/** How many suppliers a shape of filters lists. */
export function totalStatement(db: Db, shape: FilterShape, param: Param) {
  return directoryOf(db)
    .select({ n: count() })
    .from(companies)
    .where(directoryWhere(db, shape, param));
}

/**
 * The page of a shape without a keyword. The order (promoted first, then the most recently approved) is one union
 * of two ordered, limited reads, promoted and not, each of which walks the index `companies_directory_idx` and
 * stops after the rows the page needs (`reach` = offset + page size), instead of sorting every listed supplier on
 * each request. Its total is `totalStatement`'s, read beside it.
 */
export function pageStatement(db: Db, shape: FilterShape, param: Param) {
  const where = directoryWhere(db, shape, param);
  const isPromoted = promoted(param);
  const columns = { ...pageColumns(db, param), promoted: sql<boolean>`${isPromoted}`.as('promoted') };
  const branch = (condition: SQL) =>
    directoryOf(db)
      .select(columns)
      .from(companies)
      .leftJoin(companyTypes, cardTypeJoin)
      .where(sql`${where} and ${condition}`)
      .orderBy(sql`${companies.approvedAt} desc nulls last`, desc(companies.id))
      .limit(param('reach') as number);
  return unionAll(branch(isPromoted), branch(not(isPromoted)))
    .orderBy(sql`"promoted" desc, "approved_at" desc nulls last, "id" desc`)
    .limit(param('limit') as number)
    .offset(param('offset') as number);
}

/**
 * A keyword's statement: the page with the total beside each row, from one read of the matching suppliers. The
 * trigram index finds the matches only all at once (a bitmap), so the union's two ordered reads and the count
 * each read all of them again: `harbor`'s 884 rows three times. Here they are read once (`matched`, a CTE
 * read twice, so PostgreSQL materializes it), the page's rows are sorted from it, and only they are joined.
 */
export function keywordStatement(db: Db, shape: FilterShape, param: Param) {
  const directory = directoryOf(db);
  const matched = directory.$with('matched').as(
    directory
      .select({ id: companies.id, approvedAt: companies.approvedAt, promoted: sql<boolean>`${promoted(param)}`.as('promoted') })
      .from(companies)
      .where(directoryWhere(db, shape, param)),
  );
  const top = directory
    .select({ id: matched.id, promoted: matched.promoted, approvedAt: matched.approvedAt })
    .from(matched)
    .orderBy(desc(matched.promoted), sql`${matched.approvedAt} desc nulls last`, desc(matched.id))
    .limit(param('limit') as number)
    .offset(param('offset') as number)
    .as('top');
  return directory
    .with(matched)
    .select({
      ...pageColumns(db, param),
      promoted: top.promoted,
      total: sql<number>`(select count(*) from ${matched})`.mapWith(Number),
    })
    .from(top)
    .innerJoin(companies, eq(companies.id, top.id))
    .leftJoin(companyTypes, cardTypeJoin)
    .orderBy(desc(top.promoted), sql`${top.approvedAt} desc nulls last`, desc(top.id));
}

export type DirectoryRow = CardRow & { approvedAt: Date | null; promoted: boolean; badges: CertBadge[] };
