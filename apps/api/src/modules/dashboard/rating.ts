import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedByText } from '../../db/prepared.js';
import { reviews } from '../../db/reviews-schema.js';
import { inPeriod, inStores, type DashboardScope } from './scope.js';

/** The reviews written in the period: their number and average rating to one decimal (null when none). */
export async function ratingOf(db: Executor, scope: DashboardScope): Promise<{ average: number | null; count: number }> {
  const [row] = await preparedByText(
    db
      .select({
        average: sql<string | null>`round(avg(${reviews.rating}), 1)::text`,
        count: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(reviews)
      .where(sql`${inStores(reviews.storeId, scope.storeIds)} and ${inPeriod(reviews.createdAt, scope)}`),
  ).execute();
  return { average: row!.average === null ? null : Number(row!.average), count: row!.count };
}
