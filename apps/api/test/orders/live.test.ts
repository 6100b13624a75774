import type { AddressInfo } from 'node:net';
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

const streams: AbortController[] = [];
afterAll(() => streams.forEach((controller) => controller.abort()));

/** The events of a vendor's stream on `app` (listening on a free port), as they arrive. */
async function openStream(app: App, token: string) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const controller = new AbortController();
  streams.push(controller);
  const response = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${orderEndpoints.events.path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { event: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) events.push({ event, data: JSON.parse(data ?? 'null') });
        waiters.splice(0).forEach((wake) => wake());
      }
    }
  })();
  /** The first event (after those already taken) that `match`es, within `ms`. */
  let taken = 0;
  async function next(match: (event: { event: string; data: unknown }) => boolean, ms = 1000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = events.findIndex((event, position) => position >= taken && match(event));
      if (index >= 0) {
        taken = index + 1;
        return events[index]!;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${ms} ms (had ${JSON.stringify(events)})`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  }
  return { events, next };
}

const orderOf = (number: string) => (event: { event: string; data: unknown }) =>
  event.event === 'order' && (event.data as OrderEventMessage).number === number;

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
    const bookingOf = (event: { event: string; data: unknown }) =>
      event.event === 'booking' && (event.data as BookingEventMessage).number === booking.number;
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
