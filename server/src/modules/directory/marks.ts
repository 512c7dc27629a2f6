import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, companyRatingSummaries, showcaseWindows } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';

/**
 * A card's rating and window marks, read per row of `companies` (each a primary-key or unique-key lookup): the
 * rating from the summary `publishRatings` keeps (only published ratings ever reach it), the window when PUBLISHED.
 */
const ratings = (db: Tx) => acrossCompanies(db, "a supplier's published ratings are public wherever it appears");
const windows = (db: Tx) => acrossCompanies(db, 'whether a listed supplier shows a published window is public');

const summaryOf = (db: Tx, column: SQL, more?: SQL) =>
  ratings(db)
    .select({ value: column })
    .from(companyRatingSummaries)
    .where(and(eq(companyRatingSummaries.companyId, companies.id), more));

const publishedWindow = (db: Tx) =>
  windows(db)
    .select({ one: sql`1` })
    .from(showcaseWindows)
    .where(and(eq(showcaseWindows.companyId, companies.id), sql`${showcaseWindows.state} = 'PUBLISHED'`));

export const markColumns = (db: Tx) => ({
  ratingAverage: sql<number | null>`(${summaryOf(db, sql`${companyRatingSummaries.average}::float8`)})`,
  ratingCount: sql<number | null>`(${summaryOf(db, sql`${companyRatingSummaries.count}`)})`,
  hasWindow: sql<boolean>`exists (${publishedWindow(db)})`,
});

/** Suppliers whose published ratings average at least `min` (one decimal, as the card shows it). */
export const ratedAtLeast = (db: Tx, min: unknown) =>
  sql`exists (${summaryOf(db, sql`1`, gte(companyRatingSummaries.average, min as number))})`;

/** Suppliers with a published showcase window. */
export const withWindow = (db: Tx) => sql`exists (${publishedWindow(db)})`;
