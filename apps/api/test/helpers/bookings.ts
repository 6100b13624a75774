import {
  bookingEndpoints,
  customerBookingEndpoints,
  fillPath,
  scheduleEndpoints,
  type Availability,
  type BookingActionBody,
  type BookingDetail,
  type PlaceBooking,
  todayIn,
} from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import { services, stores, users } from '../../src/db/schema.js';
import { call } from './catalogue.js';
import { ADDRESS } from './orders.js';
import type { TestContext } from './test-app.js';

/** The demo vendor's booking store (seeded with its schedule). */
export async function demoBookingStore(ctx: TestContext): Promise<string> {
  const [row] = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.vendorId))
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(users.email, ctx.config.demoVendor.email), eq(services.kind, 'booking')));
  return row!.id;
}

export async function availability(ctx: TestContext, token: string, storeId: string, days = 14, from = todayIn()) {
  const response = await call(ctx, 'GET', `${fillPath(scheduleEndpoints.availability.path, { storeId })}?from=${from}&days=${days}`, token);
  if (response.statusCode !== 200) throw new Error(`availability: ${response.statusCode} ${response.body}`);
  return response.json<Availability>();
}

/** The bookable places of the store in the next two weeks: date and slot, earliest first. */
export async function freeSlots(ctx: TestContext, token: string, storeId: string) {
  return (await availability(ctx, token, storeId)).days.flatMap((day) =>
    day.slots
      .filter((slot) => slot.bookable)
      .map((slot) => ({ date: day.date, slotId: slot.slotId, start: slot.start, free: slot.capacity - slot.booked })),
  );
}

export const book = (ctx: TestContext, token: string, body: Partial<PlaceBooking> & Pick<PlaceBooking, 'storeId' | 'slotId' | 'date'>) =>
  call(ctx, 'POST', customerBookingEndpoints.place.path, token, { address: ADDRESS, paymentMethod: 'cod', ...body });

export async function booked(ctx: TestContext, token: string, body: Parameters<typeof book>[2]): Promise<BookingDetail> {
  const response = await book(ctx, token, body);
  if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`);
  return response.json<BookingDetail>();
}

export const actOnBooking = (ctx: TestContext, token: string, id: string, body: BookingActionBody) =>
  call(ctx, 'POST', fillPath(bookingEndpoints.act.path, { id }), token, body);
