import { MARKETPLACE_TIME_ZONE, SLOT_HOLDING_STATUSES, type Availability, addDays, weekdayOf } from '@dhub/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { bookingSchedules, scheduleClosures } from '../../db/bookings-schema.js';
import type { Executor } from '../../db/client.js';
import { inWords } from '../../db/literals.js';
import { startsAtSql } from './calendar.js';
import { awaitAll } from '../../db/await-all.js';

interface SlotRow extends Record<string, unknown> {
  date: string;
  slot_id: string;
  start: string;
  duration_minutes: number;
  capacity: number;
  starts_at: string | Date;
  booked: number;
  in_window: boolean;
  to_come: boolean;
}

/**
 * The store's calendar from `from` for `days` days: each day's slots with their places taken, and
 * whether a customer can book each now (open that day, within the notice and the horizon, a place free).
 */
export async function readAvailability(db: Executor, storeId: string, from: string, days: number): Promise<Availability> {
  const to = addDays(from, days);
  const [terms] = await db.select().from(bookingSchedules).where(eq(bookingSchedules.storeId, storeId));
  const lead = terms?.leadMinutes ?? 0;
  const horizon = terms?.horizonDays ?? 0;
  const startsAt = startsAtSql(sql`d.day`, sql`s.start`);
  const [result, closures] = await awaitAll(db, [
    db.execute<SlotRow>(sql`
      select d.day::text as date, s.id as slot_id, s.start, s.duration_minutes, s.capacity, ${startsAt} as starts_at,
        (select count(*)::int from bookings b where b.slot_id = s.id and b.date = d.day and ${inWords(sql`b.status`, SLOT_HOLDING_STATUSES)}) as booked,
        (${startsAt} >= now() + make_interval(mins => ${lead}) and ${startsAt} <= now() + make_interval(days => ${horizon})) as in_window,
        ${startsAt} > now() as to_come
      from (select ${from}::date + i as day from generate_series(0, ${days - 1}) as i) d
      join schedule_slots s on s.store_id = ${storeId} and s.weekday = extract(isodow from d.day)
      order by d.day, s.start`),
    db
      .select({ date: scheduleClosures.date, reason: scheduleClosures.reason })
      .from(scheduleClosures)
      .where(and(eq(scheduleClosures.storeId, storeId), gte(scheduleClosures.date, from), lt(scheduleClosures.date, to))),
  ]);
  const rows = (result as unknown as { rows: SlotRow[] }).rows;
  return {
    timeZone: MARKETPLACE_TIME_ZONE,
    days: Array.from({ length: days }, (_, index) => {
      const date = addDays(from, index);
      const closure = closures.find((row) => row.date === date);
      return {
        date,
        weekday: weekdayOf(date),
        closedReason: closure ? (closure.reason ?? '') : null,
        slots: rows
          .filter((row) => row.date === date)
          .map((row) => ({
            slotId: row.slot_id,
            start: row.start,
            durationMinutes: row.duration_minutes,
            startsAt: new Date(row.starts_at).toISOString(),
            capacity: row.capacity,
            booked: row.booked,
            bookable: !closure && Boolean(terms) && row.in_window && row.booked < row.capacity,
            free: !closure && row.to_come && row.booked < row.capacity,
          })),
      };
    }),
  };
}
