import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companyRatingSummaries, projectRatings } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';

/**
 * Adds a project's ratings, as they are published, to each rated company's summary (`company_rating_summaries`),
 * in the publishing transaction: the directory reads the summary, never a rating that is not published.
 */
export async function addToRatingSummaries(tx: Tx, projectId: string, now: Date): Promise<void> {
  const db = acrossCompanies(tx, "a published rating counts toward the rated company's public summary");
  const ratings = await db.select().from(projectRatings).where(eq(projectRatings.projectId, projectId));
  for (const rating of ratings) {
    const points = rating.quality + rating.communication + rating.timeliness;
    const total = sql`${companyRatingSummaries.points} + ${points}`;
    const count = sql`${companyRatingSummaries.count} + 1`;
    await db
      .insert(companyRatingSummaries)
      .values({ companyId: rating.ratedId, points, count: 1, average: Math.round((points / 3) * 10) / 10, updatedAt: now })
      .onConflictDoUpdate({
        target: companyRatingSummaries.companyId,
        set: { points: total, count, average: sql`round((${total})::numeric / (3 * (${count})), 1)`, updatedAt: now },
      });
  }
}
