import { scheduleBodySchema, WEEKDAYS, type BookingActionBody, addDays, todayIn } from '@dhub/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookingEvents, bookings, scheduleClosures } from '../db/bookings-schema.js';
import type { Database } from '../db/client.js';
import { settlements } from '../db/orders-schema.js';
import { services, stores, users } from '../db/schema.js';
import { readAvailability } from '../modules/bookings/availability.js';
import { placeBooking } from '../modules/bookings/place-booking.js';
import { saveSchedule } from '../modules/bookings/schedule-service.js';
import { actOnBooking, ofStores } from '../modules/bookings/transitions.js';
import { DEMO_BOOKING_STORE } from './demo-accounts.js';
import { insertApprovedStore } from './seed-accounts.js';

/** Visits of two hours at 9, 11, 14 and 16 h, Monday to Saturday, two crews each; ₹499 a visit, 2 h notice, a month ahead. */
const DEMO_SCHEDULE = scheduleBodySchema.parse({
  price: 49_900,
  leadMinutes: 120,
  horizonDays: 30,
  slots: WEEKDAYS.slice(0, 6).flatMap((weekday) =>
    ['09:00', '11:00', '14:00', '16:00'].map((start) => ({ weekday, start, durationMinutes: 120, capacity: 2 })),
  ),
});

/** Each demo booking: the vendor's actions once booked, and how many weeks back its story moves (then, a no-show's last step). */
const STORY: { actions: BookingActionBody[]; weeksAgo?: number; after?: BookingActionBody }[] = [
  { actions: [] },
  { actions: [] },
  { actions: [{ action: 'confirm' }] },
  { actions: [{ action: 'confirm' }] },
  { actions: [{ action: 'cancel', reason: 'Both crews are booked for a large job that day' }] },
  ...[1, 1, 2].map((weeksAgo) => ({
    actions: [{ action: 'confirm' }, { action: 'start' }, { action: 'complete' }] as BookingActionBody[],
    weeksAgo,
  })),
  { actions: [{ action: 'confirm' }], weeksAgo: 1, after: { action: 'noShow' } },
];

/**
 * The demo vendor's booking store with its schedule, a holiday and bookings in every state, made
 * through the same code as real ones (places counted, timelines kept), past ones moved back whole
 * weeks (their weekday stays). Only when the demo vendor has no booking store and the demo customers exist.
 */
export async function seedDemoBookings(db: Database, demoEmail: string): Promise<boolean> {
  const [vendor] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail.toLowerCase()));
  if (!vendor) return false;
  const [existing] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(stores.vendorId, vendor.id), eq(services.kind, 'booking')))
    .limit(1);
  if (existing) return false;
  const customers = await db
    .select({ id: users.id, name: users.name, phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.role, 'customer'),
        inArray(users.email, ['asha.nair@example.com', 'rahul.verma@example.com', 'fatima.sheikh@example.com']),
      ),
    );
  if (customers.length === 0) return false;

  const storeId = await db.transaction((tx) => insertApprovedStore(tx, vendor.id, DEMO_BOOKING_STORE));
  await saveSchedule(db, storeId, DEMO_SCHEDULE);
  const from = todayIn();
  const free = (await readAvailability(db, storeId, from, 14)).days.flatMap((day) =>
    day.slots.filter((slot) => slot.bookable).map((slot) => ({ date: day.date, slotId: slot.slotId })),
  );
  await db.insert(scheduleClosures).values({ storeId, date: addDays(from, 12), reason: 'Staff training day' });

  for (const [index, { actions, weeksAgo, after }] of STORY.entries()) {
    const customer = customers[index % customers.length]!;
    // Stories moved back take the first free slots (a week back is then past); the others, later ones.
    const slot = free[(weeksAgo ? index : 8 + index * 3) % free.length]!;
    const booking = await placeBooking(db, customer.id, {
      storeId,
      ...slot,
      address: {
        name: customer.name,
        phone: customer.phone!,
        line1: `${12 + index} 80 Feet Road, Indiranagar`,
        city: 'Bengaluru',
        pincode: '560038',
      },
      paymentMethod: index % 2 ? 'online' : 'cod',
      note: index === 0 ? 'Two bathrooms and the kitchen, please.' : undefined,
    });
    for (const body of actions) await actOnBooking(db, ofStores([storeId]), booking._id, body);
    if (!weeksAgo) continue;
    const shift = sql`make_interval(weeks => ${weeksAgo})`;
    await db
      .update(bookings)
      .set({
        date: sql`(${bookings.date} - ${shift})::date`,
        startsAt: sql`${bookings.startsAt} - ${shift}`,
        createdAt: sql`${bookings.createdAt} - ${shift}`,
        updatedAt: sql`${bookings.updatedAt} - ${shift}`,
      })
      .where(eq(bookings.id, booking._id));
    await db
      .update(bookingEvents)
      .set({ at: sql`${bookingEvents.at} - ${shift}` })
      .where(eq(bookingEvents.bookingId, booking._id));
    await db
      .update(settlements)
      .set({ settledAt: sql`${settlements.settledAt} - ${shift}` })
      .where(eq(settlements.bookingId, booking._id));
    if (after) await actOnBooking(db, ofStores([storeId]), booking._id, after);
  }
  return true;
}
