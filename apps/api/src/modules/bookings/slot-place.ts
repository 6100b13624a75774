import { SLOT_HOLDING_STATUSES, weekdayOf } from '@dhub/contract';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { bookingSchedules, bookings, scheduleClosures, scheduleSlots } from '../../db/bookings-schema.js';
import type { Executor } from '../../db/client.js';
import { inWords } from '../../db/literals.js';
import { HttpError } from '../../lib/http-error.js';
import { isoWeekday, startsAtSql } from './calendar.js';

export interface SlotPlace {
  slotId: string;
  date: string;
  start: string;
  durationMinutes: number;
  startsAt: Date;
}

/**
 * A place in a store's slot on a date, checked and held for the caller's transaction: the slot row
 * is locked first, so concurrent bookings of it take turns and the count of its places taken (read
 * after the lock) can never pass its capacity. `window`: 'customer' keeps to the notice and the
 * horizon; 'vendor' (a reschedule) only needs a start still to come. `except`: the booking moving.
 */
export async function takeSlotPlace(
  tx: Executor,
  {
    storeId,
    slotId,
    date,
    window,
    except,
  }: { storeId: string; slotId: string; date: string; window: 'customer' | 'vendor'; except?: string },
): Promise<SlotPlace> {
  const [slot] = await tx
    .select({
      start: scheduleSlots.start,
      weekday: scheduleSlots.weekday,
      durationMinutes: scheduleSlots.durationMinutes,
      capacity: scheduleSlots.capacity,
      startsAt: sql<string>`${startsAtSql(date, scheduleSlots.start)}`,
      inWindow: sql<boolean>`${startsAtSql(date, scheduleSlots.start)} >= now() + make_interval(mins => ${bookingSchedules.leadMinutes})
        and ${startsAtSql(date, scheduleSlots.start)} <= now() + make_interval(days => ${bookingSchedules.horizonDays})`,
      toCome: sql<boolean>`${startsAtSql(date, scheduleSlots.start)} > now()`,
    })
    .from(scheduleSlots)
    .innerJoin(bookingSchedules, eq(bookingSchedules.storeId, scheduleSlots.storeId))
    .where(and(eq(scheduleSlots.id, slotId), eq(scheduleSlots.storeId, storeId)))
    .for('update', { of: scheduleSlots });
  if (!slot || slot.weekday !== isoWeekday(weekdayOf(date))) throw new HttpError(409, 'slotNotFound');
  const [closed] = await tx
    .select({ id: scheduleClosures.id })
    .from(scheduleClosures)
    .where(and(eq(scheduleClosures.storeId, storeId), eq(scheduleClosures.date, date)));
  if (closed) throw new HttpError(409, 'slotClosed');
  if (!(window === 'customer' ? slot.inWindow : slot.toCome)) throw new HttpError(409, 'slotOutsideWindow');
  const [taken] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.slotId, slotId),
        eq(bookings.date, date),
        inWords(bookings.status, SLOT_HOLDING_STATUSES),
        except ? ne(bookings.id, except) : undefined,
      ),
    );
  if ((taken?.n ?? 0) >= slot.capacity) throw new HttpError(409, 'slotFull');
  return { slotId, date, start: slot.start, durationMinutes: slot.durationMinutes, startsAt: new Date(slot.startsAt) };
}
