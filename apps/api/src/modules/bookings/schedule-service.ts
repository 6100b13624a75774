import {
  SCHEDULE_MESSAGES,
  MARKETPLACE_TIME_ZONE,
  WEEKDAYS,
  type EndpointArgs,
  type Schedule,
  type scheduleEndpoints,
  todayIn,
} from '@dhub/contract';
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { bookingSchedules, scheduleClosures, scheduleSlots } from '../../db/bookings-schema.js';
import type { Database } from '../../db/client.js';
import { services, stores } from '../../db/schema.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';
import { isoWeekday } from './calendar.js';
import { awaitAll } from '../../db/await-all.js';

type ScheduleBody = EndpointArgs<typeof scheduleEndpoints.save>['body'];
type ClosureBody = EndpointArgs<typeof scheduleEndpoints.addClosure>['body'];

/** A store with no schedule yet starts from these terms and no slot. */
const NEW_TERMS = { price: 0, leadMinutes: 60, horizonDays: 30 };

export async function readSchedule(db: Database, storeId: string): Promise<Schedule> {
  const [[store], [terms], slots, closures] = await awaitAll(db, [
    db
      .select({ name: stores.name, serviceName: services.name })
      .from(stores)
      .innerJoin(services, eq(services.id, stores.serviceId))
      .where(eq(stores.id, storeId)),
    db.select().from(bookingSchedules).where(eq(bookingSchedules.storeId, storeId)),
    db.select().from(scheduleSlots).where(eq(scheduleSlots.storeId, storeId)).orderBy(asc(scheduleSlots.weekday), asc(scheduleSlots.start)),
    db
      .select()
      .from(scheduleClosures)
      .where(and(eq(scheduleClosures.storeId, storeId), gte(scheduleClosures.date, todayIn())))
      .orderBy(asc(scheduleClosures.date)),
  ]);
  const { price, leadMinutes, horizonDays } = terms ?? NEW_TERMS;
  return {
    storeId,
    storeName: store!.name,
    serviceName: store!.serviceName,
    timeZone: MARKETPLACE_TIME_ZONE,
    price,
    leadMinutes,
    horizonDays,
    slots: slots.map((slot) => ({
      _id: slot.id,
      weekday: WEEKDAYS[slot.weekday - 1]!,
      start: slot.start,
      durationMinutes: slot.durationMinutes,
      capacity: slot.capacity,
    })),
    closures: closures.map((closure) => ({ _id: closure.id, date: closure.date, reason: closure.reason })),
  };
}

/**
 * Replaces the schedule. A slot kept at the same day and time keeps its id (so the bookings it
 * holds still count against its capacity); a removed slot's bookings keep their time.
 */
export async function saveSchedule(db: Database, storeId: string, body: ScheduleBody) {
  await db.transaction(async (tx) => {
    const terms = { price: body.price, leadMinutes: body.leadMinutes, horizonDays: body.horizonDays, updatedAt: sql`now()` };
    await tx
      .insert(bookingSchedules)
      .values({ storeId, ...terms })
      .onConflictDoUpdate({ target: bookingSchedules.storeId, set: terms });
    const keys = body.slots.map((slot) => `${isoWeekday(slot.weekday)} ${slot.start}`);
    await tx
      .delete(scheduleSlots)
      .where(
        and(
          eq(scheduleSlots.storeId, storeId),
          keys.length ? notInArray(sql`${scheduleSlots.weekday} || ' ' || ${scheduleSlots.start}`, keys) : undefined,
        ),
      );
    if (body.slots.length === 0) return;
    await tx
      .insert(scheduleSlots)
      .values(body.slots.map((slot) => ({ storeId, ...slot, weekday: isoWeekday(slot.weekday) })))
      .onConflictDoUpdate({
        target: [scheduleSlots.storeId, scheduleSlots.weekday, scheduleSlots.start],
        set: { durationMinutes: sql`excluded.duration_minutes`, capacity: sql`excluded.capacity` },
      });
  });
  return { message: SCHEDULE_MESSAGES.scheduleSaved, schedule: await readSchedule(db, storeId) };
}

export async function addClosure(db: Database, storeId: string, body: ClosureBody) {
  try {
    await db.insert(scheduleClosures).values({ storeId, date: body.date, reason: body.reason ?? null });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, 'closureExists');
    throw error;
  }
  return { message: SCHEDULE_MESSAGES.closureAdded, schedule: await readSchedule(db, storeId) };
}

export async function removeClosure(db: Database, storeIds: readonly string[], id: string) {
  const [removed] = storeIds.length
    ? await db
        .delete(scheduleClosures)
        .where(and(eq(scheduleClosures.id, id), inArray(scheduleClosures.storeId, [...storeIds])))
        .returning({ storeId: scheduleClosures.storeId })
    : [];
  if (!removed) throw new HttpError(404, 'closureNotFound');
  return { message: SCHEDULE_MESSAGES.closureRemoved, schedule: await readSchedule(db, removed.storeId) };
}
