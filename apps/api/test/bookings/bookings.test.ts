import {
  BOOKING_MESSAGES,
  bookingEndpoints,
  bookingPageSchema,
  couponEndpoints,
  customerBookingEndpoints,
  fillPath,
  NOT_CONFIRMED_REASON,
  SCHEDULE_MESSAGES,
  scheduleEndpoints,
  settle,
  VENDOR_BOOKING_ACTION_NAMES,
  VENDOR_BOOKING_ACTIONS,
  type BookingActionBody,
  type BookingDetail,
  type BookingStatus,
  type Schedule,
  type VendorBookingAction,
  addDays,
  todayIn,
  weekdayOf,
} from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/bookings-schema.js';
import { actOnBooking, availability, book, booked, demoBookingStore, freeSlots } from '../helpers/bookings.js';
import { call, type TestVendor } from '../helpers/catalogue.js';
import { customerToken, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let vendor: string;
let customer: string;
let other: TestVendor;
let grocery: OrdersSuite['store'];
let storeId: string;
useOrdersApp(async (suite) => {
  ({ ctx, vendor, customer, other, store: grocery } = suite);
  storeId = await demoBookingStore(ctx);
});

const schedulePath = () => fillPath(scheduleEndpoints.get.path, { storeId });
const readSchedule = async () => (await call(ctx, 'GET', schedulePath(), vendor)).json<Schedule>();
const saveSchedule = (body: object, token = vendor, id = storeId) =>
  call(ctx, 'PUT', fillPath(scheduleEndpoints.save.path, { storeId: id }), token, body);
const asBody = (schedule: Schedule) => ({
  price: schedule.price,
  leadMinutes: schedule.leadMinutes,
  horizonDays: schedule.horizonDays,
  slots: schedule.slots.map(({ _id, ...slot }) => slot),
});
/** The next date (from tomorrow) that falls on `weekday`. */
const next = (weekday: string) => [...Array(7).keys()].map((n) => addDays(todayIn(), n + 1)).find((date) => weekdayOf(date) === weekday)!;

/** A slot of its own (Sunday at `start`), added to the demo schedule: tests do not share places. */
async function ownSlot(start: string, capacity: number) {
  const body = asBody(await readSchedule());
  body.slots = [
    ...body.slots.filter((slot) => slot.weekday !== 'sunday' || slot.start !== start),
    { weekday: 'sunday', start, durationMinutes: 60, capacity },
  ];
  expect((await saveSchedule(body)).statusCode).toBe(200);
  const slot = (await readSchedule()).slots.find((candidate) => candidate.weekday === 'sunday' && candidate.start === start)!;
  return { slotId: slot._id, date: next('sunday') };
}

const vendorBooking = async (id: string, token = vendor) => call(ctx, 'GET', fillPath(bookingEndpoints.detail.path, { id }), token);

describe('the schedule of a booking store', () => {
  it('is read and saved by its vendor; a slot kept at its day and time keeps its id; the rules are refused with their messages', async () => {
    const schedule = await readSchedule();
    expect(schedule).toMatchObject({
      serviceName: 'Home Cleaning',
      price: 49_900,
      leadMinutes: 120,
      horizonDays: 30,
      timeZone: 'Asia/Kolkata',
    });
    expect(schedule.slots).toHaveLength(24);
    const monday9 = schedule.slots.find((slot) => slot.weekday === 'monday' && slot.start === '09:00')!;

    const body = asBody(schedule);
    body.price = 59_900;
    body.slots = body.slots.map((slot) => (slot.weekday === 'monday' && slot.start === '09:00' ? { ...slot, capacity: 3 } : slot));
    const saved = await saveSchedule(body);
    expect(saved.json()).toMatchObject({ message: SCHEDULE_MESSAGES.scheduleSaved, schedule: { price: 59_900 } });
    expect(saved.json<{ schedule: Schedule }>().schedule.slots.find((slot) => slot._id === monday9._id)).toMatchObject({ capacity: 3 });

    const repeated = await saveSchedule({ ...body, slots: [...body.slots, { ...body.slots[0]!, capacity: 1 }] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body).toContain(SCHEDULE_MESSAGES.slotTimeRepeated);
    const capacity = await saveSchedule({ ...body, slots: [{ weekday: 'monday', start: '07:00', durationMinutes: 60, capacity: 0 }] });
    expect(capacity.body).toContain(SCHEDULE_MESSAGES.slotCapacityRange);
    const time = await saveSchedule({ ...body, slots: [{ weekday: 'monday', start: '25:00', durationMinutes: 60, capacity: 1 }] });
    expect(time.statusCode).toBe(400);

    expect((await saveSchedule(body, other.token)).json().code).toBe('shopNotFound');
    expect((await saveSchedule(body, vendor, grocery.storeId)).json()).toMatchObject({
      code: 'notBookingStore',
      message: SCHEDULE_MESSAGES.notBookingStore,
    });
    expect((await saveSchedule(asBody(schedule))).statusCode).toBe(200);
  });

  it('closes a date once: the calendar shows it closed, and bookings that day are refused; it opens again', async () => {
    const date = next('tuesday');
    const closuresPath = fillPath(scheduleEndpoints.addClosure.path, { storeId });
    const added = await call(ctx, 'POST', closuresPath, vendor, { date, reason: 'Diwali' });
    expect(added.statusCode).toBe(201);
    expect((await call(ctx, 'POST', closuresPath, vendor, { date })).json().code).toBe('closureExists');
    const day = (await availability(ctx, vendor, storeId, 1, date)).days[0]!;
    expect(day).toMatchObject({ date, weekday: 'tuesday', closedReason: 'Diwali' });
    expect(day.slots.length).toBeGreaterThan(0);
    expect(day.slots.every((slot) => !slot.bookable)).toBe(true);
    expect((await book(ctx, customer, { storeId, slotId: day.slots[0]!.slotId, date })).json()).toMatchObject({
      code: 'slotClosed',
      message: BOOKING_MESSAGES.slotClosed,
    });

    const closure = added.json<{ schedule: Schedule }>().schedule.closures.find((row) => row.date === date)!;
    const removePath = fillPath(scheduleEndpoints.removeClosure.path, { id: closure._id });
    expect((await call(ctx, 'DELETE', removePath, other.token)).statusCode).toBe(404);
    expect((await call(ctx, 'DELETE', removePath, vendor)).statusCode).toBe(200);
    expect((await availability(ctx, vendor, storeId, 1, date)).days[0]!.closedReason).toBeNull();
  });
});

describe('booking a slot', () => {
  it('a customer books a free place: pending, priced by the schedule, timed by the slot, in the vendor’s upcoming tab', async () => {
    const slot = (await freeSlots(ctx, vendor, storeId))[0]!;
    const booking = await booked(ctx, customer, { storeId, slotId: slot.slotId, date: slot.date, paymentMethod: 'online' });
    expect(booking).toMatchObject({
      status: 'pending',
      price: 49_900,
      total: 49_900,
      date: slot.date,
      start: slot.start,
      paymentStatus: 'paid',
    });
    expect(booking.timeline).toMatchObject([{ status: 'pending', by: 'customer' }]);
    const day = (await availability(ctx, vendor, storeId, 1, slot.date)).days[0]!;
    expect(day.slots.find((candidate) => candidate.slotId === slot.slotId)!.booked).toBeGreaterThanOrEqual(1);
    const page = bookingPageSchema.parse((await call(ctx, 'GET', `${bookingEndpoints.list.path}?tab=upcoming&limit=100`, vendor)).json());
    expect(page.items.map((item) => item._id)).toContain(booking._id);
    expect(page.total).toBe(page.counts.upcoming);
    // The vendor's stores are read apart and merged: pages of two follow the same order as one page of six.
    const list = async (query: string) =>
      bookingPageSchema
        .parse((await call(ctx, 'GET', `${bookingEndpoints.list.path}${query}`, vendor)).json())
        .items.map((item) => item._id);
    const pages = [...(await list('?limit=2&page=1')), ...(await list('?limit=2&page=2')), ...(await list('?limit=2&page=3'))];
    expect(pages).toEqual(await list('?limit=6'));
    expect(pages).toHaveLength(6);
  });

  it('refuses a slot of another weekday, beyond the horizon, or of a store of products', async () => {
    const slot = (await freeSlots(ctx, vendor, storeId))[0]!;
    expect((await book(ctx, customer, { storeId, slotId: slot.slotId, date: addDays(slot.date, 1) })).json().code).toBe('slotNotFound');
    // Ten weeks on (the same weekday): beyond the horizon a customer cannot book, the vendor may still move a booking there.
    const far = (await availability(ctx, vendor, storeId, 1, addDays(slot.date, 70))).days[0]!;
    expect(far.slots.length).toBeGreaterThan(0);
    expect(far.slots.every((candidate) => !candidate.bookable && candidate.free)).toBe(true);
    expect((await book(ctx, customer, { storeId, slotId: slot.slotId, date: addDays(slot.date, 70) })).json()).toMatchObject({
      code: 'slotOutsideWindow',
      message: BOOKING_MESSAGES.slotOutsideWindow,
    });
    expect((await book(ctx, customer, { storeId: grocery.storeId, slotId: slot.slotId, date: slot.date })).json().code).toBe(
      'notBookingStore',
    );
  });

  it('never takes more bookings than the slot’s capacity under concurrent bookings', async () => {
    const slot = await ownSlot('07:00', 3);
    const customers = await Promise.all(Array.from({ length: 8 }, (_, index) => customerToken(ctx, `Booker ${index}`)));
    const answers = await Promise.all(customers.map((token) => book(ctx, token, { storeId, ...slot })));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'booked' : answer.json().code));
    expect(codes.filter((code) => code === 'booked')).toHaveLength(3);
    expect(codes.filter((code) => code === 'slotFull')).toHaveLength(5);
    const day = (await availability(ctx, vendor, storeId, 1, slot.date)).days[0]!;
    expect(day.slots.find((candidate) => candidate.slotId === slot.slotId)).toMatchObject({
      booked: 3,
      capacity: 3,
      bookable: false,
      free: false,
    });
  });
});

describe('a booking’s workflow', () => {
  /** A new booking of the demo store moved to `status` by the vendor (a slot of its own, so places never run out). */
  async function inState(status: BookingStatus, slot: { slotId: string; date: string }): Promise<BookingDetail> {
    const booking = await booked(ctx, customer, { storeId, ...slot });
    const steps: Record<BookingStatus, BookingActionBody[]> = {
      pending: [],
      confirmed: [{ action: 'confirm' }],
      inProgress: [{ action: 'confirm' }, { action: 'start' }],
      completed: [{ action: 'confirm' }, { action: 'start' }, { action: 'complete' }],
      cancelled: [{ action: 'cancel', reason: 'Crew unavailable' }],
      noShow: [{ action: 'confirm' }],
    };
    for (const body of steps[status]) expect((await actOnBooking(ctx, vendor, booking._id, body)).statusCode).toBe(200);
    if (status === 'noShow') {
      await ctx.db
        .update(bookings)
        .set({ startsAt: sql`now() - interval '1 hour'` })
        .where(eq(bookings.id, booking._id));
      expect((await actOnBooking(ctx, vendor, booking._id, { action: 'noShow' })).statusCode).toBe(200);
    }
    return booking;
  }

  it.each(['pending', 'confirmed', 'inProgress', 'completed', 'cancelled', 'noShow'] as const)(
    'from %s, exactly the allowed actions succeed; the others are refused with a clear message',
    async (status) => {
      const slot = await ownSlot(`0${['pending', 'confirmed', 'inProgress', 'completed', 'cancelled', 'noShow'].indexOf(status)}:30`, 20);
      const target = await ownSlot('06:00', 50);
      for (const action of VENDOR_BOOKING_ACTION_NAMES) {
        const booking = await inState(status, slot);
        if (action === 'noShow' && status === 'confirmed') {
          await ctx.db
            .update(bookings)
            .set({ startsAt: sql`now() - interval '1 hour'` })
            .where(eq(bookings.id, booking._id));
        }
        const body: BookingActionBody =
          action === 'cancel'
            ? { action, reason: 'Testing' }
            : action === 'reschedule'
              ? { action, ...target }
              : { action: action as Exclude<VendorBookingAction, 'cancel' | 'reschedule'> };
        const answer = await actOnBooking(ctx, vendor, booking._id, body);
        const allowed = (VENDOR_BOOKING_ACTIONS[action].from as readonly BookingStatus[]).includes(status);
        expect([action, answer.statusCode]).toEqual([action, allowed ? 200 : 409]);
        if (!allowed) expect(answer.json()).toMatchObject({ code: 'bookingStatusChanged', message: BOOKING_MESSAGES.bookingStatusChanged });
        const to = VENDOR_BOOKING_ACTIONS[action].to;
        if (allowed) expect(answer.json<BookingDetail>().status).toBe(to ?? status);
      }
    },
  );

  it('a no-show only once the slot has begun; completing records the settlement; a coupon is applied and given back on cancel', async () => {
    const slot = await ownSlot('08:00', 10);
    const confirmed = await inState('confirmed', slot);
    expect((await actOnBooking(ctx, vendor, confirmed._id, { action: 'noShow' })).json()).toMatchObject({
      code: 'bookingNotStarted',
      message: BOOKING_MESSAGES.bookingNotStarted,
    });

    const code = `BOOK-${Date.now().toString(36)}`.slice(0, 20).toUpperCase();
    const coupon = await call(ctx, 'POST', couponEndpoints.add.path, vendor, {
      storeId,
      code,
      kind: 'flat',
      value: 10_000,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      totalLimit: 1,
    });
    expect(coupon.statusCode).toBe(201);
    const withCoupon = await booked(ctx, customer, { storeId, ...slot, couponCode: code.toLowerCase() });
    expect(withCoupon).toMatchObject({ price: 49_900, discount: 10_000, total: 39_900, couponCode: code });
    expect((await book(ctx, customer, { storeId, ...slot, couponCode: code })).json().code).toBe('couponUsedUp');
    await actOnBooking(ctx, vendor, withCoupon._id, { action: 'cancel', reason: 'Crew unavailable' });
    const again = await booked(ctx, customer, { storeId, ...slot, couponCode: code });
    for (const body of [{ action: 'confirm' }, { action: 'start' }, { action: 'complete' }] as const) {
      expect((await actOnBooking(ctx, vendor, again._id, body)).statusCode).toBe(200);
    }
    const done = (await vendorBooking(again._id)).json<BookingDetail>();
    expect(done).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect(done.settlement).toMatchObject(settle({ subtotal: 49_900, deliveryCharge: 0, discount: 10_000, couponKind: 'flat' }, 1000));
  });

  it('rescheduling moves a booking to a free place (its old one freed), never into a full slot', async () => {
    const from = await ownSlot('10:30', 5);
    const full = await ownSlot('11:30', 1);
    const free = await ownSlot('12:30', 2);
    await booked(ctx, await customerToken(ctx, 'First In'), { storeId, ...full });
    const booking = await booked(ctx, customer, { storeId, ...from });
    expect((await actOnBooking(ctx, vendor, booking._id, { action: 'reschedule', ...full })).json()).toMatchObject({
      code: 'slotFull',
      message: BOOKING_MESSAGES.slotFull,
    });
    const moved = (await actOnBooking(ctx, vendor, booking._id, { action: 'reschedule', ...free })).json<BookingDetail>();
    expect(moved).toMatchObject({ status: 'pending', start: '12:30', date: free.date });
    expect(moved.timeline.at(-1)).toMatchObject({ status: 'pending', by: 'vendor', rescheduledFrom: booking.startsAt });
    const day = (await availability(ctx, vendor, storeId, 1, from.date)).days[0]!;
    expect(day.slots.find((slot) => slot.slotId === from.slotId)!.booked).toBe(0);
    expect(day.slots.find((slot) => slot.slotId === free.slotId)!.booked).toBe(1);
  });

  it('the customer cancels before confirmation only; an unconfirmed booking whose time began is cancelled by the system', async () => {
    const slot = await ownSlot('13:30', 10);
    const pending = await booked(ctx, customer, { storeId, ...slot });
    const cancelPath = (id: string) => fillPath(customerBookingEndpoints.cancel.path, { id });
    expect((await call(ctx, 'POST', cancelPath(pending._id), customer, { reason: 'Plans changed' })).json()).toMatchObject({
      message: BOOKING_MESSAGES.bookingCancelled,
      booking: { status: 'cancelled', reason: 'Plans changed' },
    });
    const confirmed = await inState('confirmed', slot);
    expect((await call(ctx, 'POST', cancelPath(confirmed._id), customer, {})).json().code).toBe('bookingStatusChanged');

    const late = await booked(ctx, customer, { storeId, ...slot, paymentMethod: 'online' });
    await ctx.db
      .update(bookings)
      .set({ startsAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, late._id));
    const read = (await vendorBooking(late._id)).json<BookingDetail>();
    expect(read).toMatchObject({ status: 'cancelled', reason: NOT_CONFIRMED_REASON, paymentStatus: 'refunded' });
    expect(read.timeline.find((event) => event.status === 'cancelled')).toMatchObject({ by: 'system', note: NOT_CONFIRMED_REASON });
  });

  it('another vendor sees none of these bookings', async () => {
    const slot = await ownSlot('14:30', 10);
    const booking = await booked(ctx, customer, { storeId, ...slot });
    expect(bookingPageSchema.parse((await call(ctx, 'GET', bookingEndpoints.list.path, other.token)).json()).total).toBe(0);
    expect((await vendorBooking(booking._id, other.token)).statusCode).toBe(404);
    expect((await actOnBooking(ctx, other.token, booking._id, { action: 'confirm' })).statusCode).toBe(404);
  });
});
