import { fillPath, REVIEW_MESSAGES, reviewEndpoints, reviewPageSchema, type OrderDetail, type Review } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { call, type TestVendor } from '../helpers/catalogue.js';
import { act, customerToken, placed, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';
import { actOnBooking, booked, demoBookingStore, freeSlots } from '../helpers/bookings.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let vendor: string;
let customer: string;
let other: TestVendor;
let store: OrdersSuite['store'];
useOrdersApp((suite) => ({ ctx, vendor, customer, other, store } = suite));

async function deliveredOrder(token = customer): Promise<OrderDetail> {
  const order = await placed(ctx, token, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity: 1 }] });
  for (const body of [
    { action: 'accept', prepMinutes: 10 },
    { action: 'markReady' },
    { action: 'dispatch' },
    { action: 'deliver' },
  ] as const)
    expect((await act(ctx, vendor, order._id, body)).statusCode).toBe(200);
  return order;
}
const review = (orderId: string, body: object, token = customer) =>
  call(ctx, 'POST', fillPath(reviewEndpoints.add.path, { id: orderId }), token, body);
const list = async (query = '', token = vendor) =>
  reviewPageSchema.parse((await call(ctx, 'GET', `${reviewEndpoints.list.path}${query}`, token)).json());

describe('reviews', () => {
  it('a customer rates a delivered order once; not before delivery, not another customer, not out of range', async () => {
    const order = await deliveredOrder();
    const open = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: store.items[1]!.id, quantity: 1 }] });
    expect((await review(open._id, { rating: 5 })).json()).toMatchObject({
      code: 'reviewNotAllowed',
      message: REVIEW_MESSAGES.reviewNotAllowed,
    });
    expect((await review(order._id, { rating: 4 }, await customerToken(ctx, 'Someone Else'))).statusCode).toBe(404);
    const bad = await review(order._id, { rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(REVIEW_MESSAGES.ratingRange);

    const added = await review(order._id, { rating: 4, comment: '  Fresh and on time  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json<{ review: Review }>().review).toMatchObject({
      saleKind: 'order',
      saleNumber: order.number,
      rating: 4,
      comment: 'Fresh and on time',
      reply: null,
    });
    const twice = await Promise.all([review(order._id, { rating: 1 }), review(order._id, { rating: 2 })]);
    expect(twice.map((answer) => answer.json().code)).toEqual(['alreadyReviewed', 'alreadyReviewed']);
  });

  it("the vendor lists its stores' reviews with the average and each rating's count, filters them, replies once and edits the reply", async () => {
    for (const rating of [5, 5, 2]) expect((await review((await deliveredOrder())._id, { rating })).statusCode).toBe(201);
    const all = await list();
    expect(all.count).toBe(all.distribution.reduce((sum, n) => sum + n, 0));
    expect(all.distribution[4]).toBeGreaterThanOrEqual(2);
    expect(all.average).toBe(Math.round((all.distribution.reduce((sum, n, index) => sum + n * (index + 1), 0) / all.count) * 10) / 10);
    const fives = await list('?rating=5');
    expect(fives.items.every((item) => item.rating === 5)).toBe(true);
    expect(fives.total).toBe(all.distribution[4]);

    const target = fives.items[0]!;
    const path = fillPath(reviewEndpoints.reply.path, { id: target._id });
    expect((await call(ctx, 'POST', path, vendor, { reply: '  ' })).body).toContain(REVIEW_MESSAGES.replyNeeded);
    const replied = await call(ctx, 'POST', path, vendor, { reply: 'Thank you, Ravi!' });
    expect(replied.json()).toMatchObject({ message: REVIEW_MESSAGES.replySaved, review: { reply: 'Thank you, Ravi!' } });
    await call(ctx, 'POST', path, vendor, { reply: 'Thank you, Ravi! See you soon.' });
    expect((await call(ctx, 'GET', fillPath(reviewEndpoints.get.path, { id: target._id }), vendor)).json()).toMatchObject({
      reply: 'Thank you, Ravi! See you soon.',
    });
    expect((await list('?replied=true')).items.map((item) => item._id)).toContain(target._id);
    expect((await list('?replied=false')).items.map((item) => item._id)).not.toContain(target._id);

    // Another vendor sees none of them and cannot reply.
    expect((await list('', other.token)).count).toBe(0);
    expect((await call(ctx, 'POST', path, other.token, { reply: 'Hijack' })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', fillPath(reviewEndpoints.get.path, { id: target._id }), other.token)).statusCode).toBe(404);
  });

  it('a customer rates a completed booking once (not before), and the vendor reads it as a booking’s review', async () => {
    const storeId = await demoBookingStore(ctx);
    const [slot] = await freeSlots(ctx, vendor, storeId);
    const booking = await booked(ctx, customer, { storeId, slotId: slot!.slotId, date: slot!.date });
    const rate = (body: object) => call(ctx, 'POST', fillPath(reviewEndpoints.addForBooking.path, { id: booking._id }), customer, body);
    expect((await rate({ rating: 5 })).json().code).toBe('reviewNotAllowed');
    for (const body of [{ action: 'confirm' }, { action: 'start' }, { action: 'complete' }] as const) {
      expect((await actOnBooking(ctx, vendor, booking._id, body)).statusCode).toBe(200);
    }
    const added = await rate({ rating: 5, comment: 'Spotless kitchen' });
    expect(added.statusCode).toBe(201);
    expect(added.json<{ review: Review }>().review).toMatchObject({
      saleKind: 'booking',
      saleId: booking._id,
      saleNumber: booking.number,
      rating: 5,
    });
    expect((await rate({ rating: 1 })).json().code).toBe('alreadyReviewed');
    expect((await list()).items.find((item) => item.saleId === booking._id)).toMatchObject({ storeName: 'Sparkle Home Services' });
  });
});
