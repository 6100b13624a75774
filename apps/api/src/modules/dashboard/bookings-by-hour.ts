import type { BookingHour } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedByText } from '../../db/prepared.js';
import { bookings } from '../../db/bookings-schema.js';
import { inPeriod, inStores, localTime, type DashboardScope } from './scope.js';

/** The bookings starting in the period (any state), by weekday (0 Monday) and hour where the marketplace is; empty cells left out. */
export async function bookingsByWeekdayHour(db: Executor, scope: DashboardScope): Promise<BookingHour[]> {
  const weekday = sql`(extract(isodow from ${localTime(bookings.startsAt)})::int - 1)`;
  const hour = sql`extract(hour from ${localTime(bookings.startsAt)})::int`;
  return preparedByText(
    db
      .select({
        weekday: sql<number>`${weekday}`.mapWith(Number),
        hour: sql<number>`${hour}`.mapWith(Number),
        count: sql<number>`count(*)::int`.mapWith(Number),
      })
      .from(bookings)
      .where(sql`${inStores(bookings.storeId, scope.storeIds)} and ${inPeriod(bookings.startsAt, scope)}`)
      .groupBy(weekday, hour)
      .orderBy(weekday, hour),
  ).execute();
}
