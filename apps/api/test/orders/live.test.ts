import {
  API_PREFIX,
  bookingEventMessageSchema,
  orderEndpoints,
  orderEventMessageSchema,
  type BookingEventMessage,
  type OrderEventMessage,
} from '@dhub/contract';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { createStorage } from '../../src/storage/index.js';
import { type TestVendor } from '../helpers/catalogue.js';
import { closeStreams, openEventStream, type StreamEvent } from '../helpers/event-stream.js';
import { act, placed, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';
import { actOnBooking, booked, demoBookingStore, freeSlots } from '../helpers/bookings.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let vendor: string;
let customer: string;
let other: TestVendor;
let store: OrdersSuite['store'];
let second: App;
useOrdersApp(async (suite) => {
  ({ ctx, vendor, customer, other, store } = suite);
  second = await ctx.buildAnother(createStorage(ctx.dataDir));
});

afterAll(closeStreams);
const openStream = (app: App, token: string) => openEventStream(app, token, orderEndpoints.events.path);

const orderOf = (number: string) => (event: StreamEvent) => event.event === 'order' && (event.data as OrderEventMessage).number === number;

describe("the vendor's live stream of orders", () => {
  it('says ready, then brings a new order and each change of state (each within a second), to every instance', async () => {
    const here = await openStream(ctx.app, vendor);
    const there = await openStream(second, vendor);
    const stranger = await openStream(ctx.app, other.token);
    await here.next((event) => event.event === 'ready');
    await there.next((event) => event.event === 'ready');

    const order = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity: 1 }] });
    const arrived = orderEventMessageSchema.parse((await here.next(orderOf(order.number))).data);
    expect(arrived).toEqual({ storeId: store.storeId, orderId: order._id, number: order.number, status: 'placed', placed: true });
    await there.next(orderOf(order.number));

    expect((await act(ctx, vendor, order._id, { action: 'accept', prepMinutes: 10 })).statusCode).toBe(200);
    expect((await there.next(orderOf(order.number))).data).toMatchObject({ status: 'accepted', placed: false });
    await here.next(orderOf(order.number)); // the accept reached this instance's streams: the stranger's too, had it been sent
    expect(stranger.events.filter((event) => event.event === 'order')).toEqual([]);
  });

  it('brings a new booking and its changes (a reschedule too) as booking events, to every instance', async () => {
    const here = await openStream(ctx.app, vendor);
    const there = await openStream(second, vendor);
    await here.next((event) => event.event === 'ready');
    await there.next((event) => event.event === 'ready');
    const storeId = await demoBookingStore(ctx);
    const [first, second_] = await freeSlots(ctx, vendor, storeId);
    const booking = await booked(ctx, customer, { storeId, slotId: first!.slotId, date: first!.date });
    const bookingOf = (event: StreamEvent) => event.event === 'booking' && (event.data as BookingEventMessage).number === booking.number;
    expect(bookingEventMessageSchema.parse((await there.next(bookingOf)).data)).toEqual({
      storeId,
      bookingId: booking._id,
      number: booking.number,
      status: 'pending',
      placed: true,
    });
    await here.next(bookingOf);
    expect(
      (await actOnBooking(ctx, vendor, booking._id, { action: 'reschedule', slotId: second_!.slotId, date: second_!.date })).statusCode,
    ).toBe(200);
    expect((await there.next(bookingOf)).data).toMatchObject({ status: 'pending', placed: false });
  });

  it('is for signed-in vendors only', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PREFIX}${orderEndpoints.events.path}` });
    expect(response.statusCode).toBe(401);
    const asCustomer = await ctx.app.inject({
      method: 'GET',
      url: `${API_PREFIX}${orderEndpoints.events.path}`,
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});
