import {
  customerEndpoints,
  fillPath,
  MESSAGES,
  storeEndpoints,
  vendorProfileResponseSchema,
  WEEKDAYS,
  todayIn,
  weekdayOf,
} from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { book, demoBookingStore, freeSlots } from '../helpers/bookings.js';
import { call, type TestVendor } from '../helpers/catalogue.js';
import { place, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';
import { HEARD } from '../helpers/heard.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let vendor: string;
let customer: string;
let other: TestVendor;
let store: OrdersSuite['store'];
useOrdersApp((suite) => ({ ctx, vendor, customer, other, store } = suite));

const setAvailability = (body: object, storeId = store.storeId, token = vendor) =>
  call(ctx, 'POST', fillPath(storeEndpoints.availability.path, { storeId }), token, body);
const order = () => place(ctx, customer, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity: 1 }] });
const profileStore = async () =>
  vendorProfileResponseSchema
    .parse((await call(ctx, 'GET', storeEndpoints.vendorProfile.path, vendor)).json())
    .stores.find((row) => row._id === store.storeId)!;
const pausedUntil = async () => (await profileStore()).pausedUntil;
const listed = async () =>
  ((await call(ctx, 'GET', `${customerEndpoints.stores.path}?pincode=560038`, customer)).json() as { items: { _id: string }[] }).items.some(
    (row) => row._id === store.storeId,
  );

describe('store availability and busy mode', () => {
  it('a pause stops new orders until its time, then ends by itself (from the stored time)', async () => {
    const paused = await setAvailability({ action: 'pause', minutes: 15 });
    expect(paused.json()).toMatchObject({ message: MESSAGES.storePaused, shopOpenOrClose: true });
    const until = Date.parse((await pausedUntil())!);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await order()).json()).toMatchObject({ code: 'storeNotOrderable' });
    expect(await listed()).toBe(false);

    await ctx.db.execute(sql`update stores set paused_until = now() - interval '1 second' where id = ${store.storeId}`);
    await expect.poll(pausedUntil, HEARD).toBeNull();
    expect(await listed()).toBe(true);
    expect((await order()).statusCode).toBe(201);
  });

  it('closing stops orders until the vendor opens again; opening ends a pause', async () => {
    expect((await setAvailability({ action: 'close' })).json()).toMatchObject({ shopOpenOrClose: false, pausedUntil: null });
    expect((await order()).json()).toMatchObject({ code: 'storeNotOrderable' });
    await setAvailability({ action: 'pause', minutes: 60 });
    expect((await setAvailability({ action: 'open' })).json()).toMatchObject({
      message: MESSAGES.storeOpened,
      shopOpenOrClose: true,
      pausedUntil: null,
    });
    expect((await order()).statusCode).toBe(201);
  });

  it("refuses another vendor's store, other pause lengths, and customers", async () => {
    expect((await setAvailability({ action: 'close' }, store.storeId, other.token)).statusCode).toBe(404);
    expect((await setAvailability({ action: 'pause', minutes: 20 })).statusCode).toBe(400);
    expect((await setAvailability({ action: 'close' }, store.storeId, customer)).statusCode).toBe(403);
    expect((await order()).statusCode).toBe(201);
  });

  it('opening hours are the vendor’s to edit; outside them customers cannot order, but can still book a visit', async () => {
    const today = weekdayOf(todayIn());
    const otherDay = WEEKDAYS.find((day) => day !== today)!;
    const setHours = (workingHours: object[], storeId = store.storeId, token = vendor) =>
      call(ctx, 'PUT', fillPath(storeEndpoints.workingHours.path, { storeId }), token, { workingHours });
    const allDay = (day: string) => ({ day, fromTime: '00:00', toTime: '23:59', isOpen: true });

    expect((await setHours([allDay(today)], store.storeId, other.token)).statusCode).toBe(404);
    expect((await setHours([allDay(today), allDay(today)])).statusCode).toBe(400);
    const badTime = await setHours([{ ...allDay(today), fromTime: '9am' }]);
    expect(badTime.json()).toMatchObject({ code: 'invalidTime', errors: { workingHours: MESSAGES.invalidTime } });

    const closedToday = await setHours([allDay(otherDay)]);
    expect(closedToday.json()).toEqual({ message: MESSAGES.hoursSaved, workingHours: [allDay(otherDay)] });
    expect((await order()).json()).toMatchObject({ code: 'storeNotOrderable' });
    expect(await listed()).toBe(false);
    expect((await profileStore()).withinHours).toBe(false);

    const bookingStore = await demoBookingStore(ctx);
    expect((await setHours([allDay(otherDay)], bookingStore)).statusCode).toBe(200);
    const [slot] = await freeSlots(ctx, vendor, bookingStore);
    expect((await book(ctx, customer, { storeId: bookingStore, slotId: slot!.slotId, date: slot!.date })).statusCode).toBe(201);

    // Hours through midnight: yesterday's from 23:59 run until 23:58 today; today's from 23:59 start tonight.
    const lastMinute =
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' }).format(new Date()) >= '23:58';
    const yesterday = WEEKDAYS[(WEEKDAYS.indexOf(today) + 6) % 7]!;
    expect((await setHours([{ ...allDay(yesterday), fromTime: '23:59', toTime: '23:58' }])).statusCode).toBe(200);
    if (!lastMinute) expect((await order()).statusCode).toBe(201);
    expect((await setHours([{ ...allDay(today), fromTime: '23:59', toTime: '23:58' }])).statusCode).toBe(200);
    if (!lastMinute) expect((await order()).json()).toMatchObject({ code: 'storeNotOrderable' });
    expect((await setHours(WEEKDAYS.map(allDay))).json().workingHours).toHaveLength(7);
    expect((await order()).statusCode).toBe(201);
    expect(await listed()).toBe(true);
    expect((await profileStore()).withinHours).toBe(true);
  });
});
