import {
  COUPON_MESSAGES,
  couponEndpoints,
  couponPageSchema,
  customerEndpoints,
  fillPath,
  settle,
  type AddCouponBody,
  type Coupon,
  type OrderDetail,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../src/db/coupons-schema.js';
import { call, type TestVendor } from '../helpers/catalogue.js';
import { act, customerToken, place, placed, stockOf, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let vendor: string;
let customer: string;
let other: TestVendor;
let store: OrdersSuite['store'];
useOrdersApp((suite) => ({ ctx, vendor, customer, other, store } = suite));

const HOUR = 3_600_000;
let serial = 0;
/** A coupon body of the demo grocery store, valid from an hour ago to tomorrow, with a code no other test uses. */
const couponBody = (terms: Partial<AddCouponBody> = {}): AddCouponBody => ({
  storeId: store.storeId,
  code: `test-${Date.now().toString(36)}-${serial++}`.slice(0, 20),
  kind: 'percent',
  value: 10,
  startsAt: new Date(Date.now() - HOUR).toISOString(),
  endsAt: new Date(Date.now() + 24 * HOUR).toISOString(),
  ...terms,
});
const add = (body: object, token = vendor) => call(ctx, 'POST', couponEndpoints.add.path, token, body);
async function added(terms: Partial<AddCouponBody> = {}): Promise<Coupon> {
  const response = await add(couponBody(terms));
  if (response.statusCode !== 201) throw new Error(`add coupon: ${response.statusCode} ${response.body}`);
  return response.json<{ coupon: Coupon }>().coupon;
}
const edit = (id: string, body: object, token = vendor) => call(ctx, 'PUT', fillPath(couponEndpoints.edit.path, { id }), token, body);
const remove = (id: string, token = vendor) => call(ctx, 'DELETE', fillPath(couponEndpoints.remove.path, { id }), token);
const list = async (query = '', token = vendor) =>
  couponPageSchema.parse((await call(ctx, 'GET', `${couponEndpoints.list.path}${query}`, token)).json());
const usedCount = async (id: string) => (await ctx.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;

/** An order of the store's first item (× quantity) with the coupon. */
const order = (code: string, token = customer, quantity = 1) =>
  place(ctx, token, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity }], couponCode: code });

describe('coupons: the vendor manages its stores’ coupons', () => {
  it('adds a coupon with its code in capitals, unique per store whatever the case; not to another vendor’s store', async () => {
    const coupon = await added({ code: 'Welcome-10', title: '10% off' });
    expect(coupon).toMatchObject({ code: 'WELCOME-10', title: '10% off', usedCount: 0, state: 'active', isActive: true });
    expect((await add(couponBody({ code: 'welcome-10' }))).json()).toMatchObject({
      code: 'couponCodeTaken',
      message: COUPON_MESSAGES.couponCodeTaken,
    });
    expect((await add(couponBody({ code: 'OTHER-STORE' }), other.token)).json().code).toBe('shopNotFound');
  });

  it.each([
    [{ code: 'a!' }, 'code', COUPON_MESSAGES.couponCodeFormat],
    [{ kind: 'percent', value: 150 }, 'value', COUPON_MESSAGES.couponPercentRange],
    [{ kind: 'flat', value: 0 }, 'value', COUPON_MESSAGES.couponAmountRange],
    [{ kind: 'flat', value: 5000, maxDiscount: 100 }, 'maxDiscount', COUPON_MESSAGES.couponMaxDiscountPercentOnly],
    [{ endsAt: new Date(Date.now() - 2 * HOUR).toISOString() }, 'endsAt', COUPON_MESSAGES.couponDates],
    [{ totalLimit: 2, perCustomerLimit: 3 }, 'perCustomerLimit', COUPON_MESSAGES.couponPerCustomerOverTotal],
    [{ totalLimit: 0 }, 'totalLimit', COUPON_MESSAGES.couponLimitRange],
  ] as const)('refuses %j on %s with its message', async (terms, field, message) => {
    const response = await add(couponBody(terms as Partial<AddCouponBody>));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors?.[field], response.body).toBe(message);
  });

  it('lists its coupons by state, kind and text; another vendor sees none of them; edits and deletes only its own', async () => {
    const soon = await added({ code: 'SOON-1', startsAt: new Date(Date.now() + HOUR).toISOString() });
    const off = await added({ code: 'OFF-1', kind: 'freeDelivery', isActive: false });
    expect((await list('?state=scheduled')).items.map((coupon) => coupon.code)).toContain('SOON-1');
    expect((await list('?state=off&kind=freeDelivery')).items.map((coupon) => coupon.code)).toEqual(['OFF-1']);
    expect((await list('?searchQuery=soon-')).items.map((coupon) => coupon.code)).toEqual(['SOON-1']);
    expect((await list('', other.token)).total).toBe(0);

    expect((await edit(soon._id, couponBody({ code: 'SOON-1' }), other.token)).statusCode).toBe(404);
    const edited = await edit(soon._id, { ...couponBody({ code: 'soon-2', kind: 'flat', value: 5000 }), storeId: undefined });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ coupon: Coupon }>().coupon).toMatchObject({ code: 'SOON-2', kind: 'flat', value: 5000, state: 'active' });
    expect((await edit(off._id, couponBody({ code: 'SOON-2' }))).json().code).toBe('couponCodeTaken');

    expect((await remove(off._id, other.token)).statusCode).toBe(404);
    expect((await remove(off._id)).json()).toEqual({ message: COUPON_MESSAGES.couponDeleted });
    expect((await list('?state=off&kind=freeDelivery')).total).toBe(0);
  });
});

describe('coupons: applied when a customer orders', () => {
  it('takes a capped percentage off the products, records the code and the use; a used coupon cannot be deleted', async () => {
    const item = store.items[0]!;
    const coupon = await added({ kind: 'percent', value: 50, maxDiscount: 100 });
    const response = await order(coupon.code.toLowerCase(), customer, 2);
    expect(response.statusCode).toBe(201);
    const detail = response.json<OrderDetail>();
    const discount = Math.min(Math.floor(item.price * 2 * 0.5), 100);
    expect(detail).toMatchObject({ subtotal: item.price * 2, discount, couponCode: coupon.code });
    expect(detail.total).toBe(detail.subtotal + detail.deliveryCharge - discount);
    expect(await usedCount(coupon._id)).toBe(1);
    expect((await remove(coupon._id)).json()).toMatchObject({ code: 'couponInUse', message: COUPON_MESSAGES.couponInUse });
  });

  it('a flat amount never exceeds the products; free delivery takes the delivery charge', async () => {
    const item = store.items[0]!;
    const flat = (await order((await added({ kind: 'flat', value: 10_000_000 })).code)).json<OrderDetail>();
    expect(flat.discount).toBe(item.price);
    const free = (await order((await added({ kind: 'freeDelivery' })).code)).json<OrderDetail>();
    expect(free.deliveryCharge).toBeGreaterThan(0);
    expect(free.discount).toBe(free.deliveryCharge);
    expect(free.total).toBe(free.subtotal);
  });

  it.each<[string, () => Promise<string>, keyof typeof COUPON_MESSAGES]>([
    ['an unknown code', async () => 'NO-SUCH-CODE', 'couponInvalid'],
    [
      'another store’s code',
      async () =>
        (await add(couponBody({ storeId: other.storeIds[0]!, code: 'THEIRS-10' }), other.token)).json<{ coupon: Coupon }>().coupon.code,
      'couponInvalid',
    ],
    ['a coupon not started', async () => (await added({ startsAt: new Date(Date.now() + HOUR).toISOString() })).code, 'couponNotActive'],
    ['a coupon switched off', async () => (await added({ isActive: false })).code, 'couponNotActive'],
    ['an order below the minimum', async () => (await added({ minOrder: 10_000_000 })).code, 'couponMinOrder'],
  ])('refuses %s with its message, taking no stock and no use', async (_case, code, expected) => {
    const stock = await stockOf(ctx, store.items[0]!.id);
    const response = await order(await code());
    expect(response.statusCode).toBe(409);
    expect(await stockOf(ctx, store.items[0]!.id)).toBe(stock);
    expect(response.json()).toMatchObject({ code: expected, message: COUPON_MESSAGES[expected] });
  });

  it('never passes the total limit under concurrent orders of different customers', async () => {
    const coupon = await added({ totalLimit: 3 });
    const customers = await Promise.all(Array.from({ length: 8 }, (_, index) => customerToken(ctx, `Buyer ${index}`)));
    const answers = await Promise.all(customers.map((token) => order(coupon.code, token)));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'placed' : answer.json().code));
    expect(codes.filter((code) => code === 'placed')).toHaveLength(3);
    expect(codes.filter((code) => code === 'couponUsedUp')).toHaveLength(5);
    expect(await usedCount(coupon._id)).toBe(3);
    expect((await list(`?searchQuery=${coupon.code}`)).items[0]).toMatchObject({ usedCount: 3, state: 'usedUp' });
  });

  it('never passes the limit per customer under one customer’s concurrent orders', async () => {
    const coupon = await added({ perCustomerLimit: 2 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => order(coupon.code)));
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'placed' : answer.json().code));
    expect(codes.filter((code) => code === 'placed')).toHaveLength(2);
    expect(codes.filter((code) => code === 'couponCustomerLimit')).toHaveLength(3);
    expect((await order(coupon.code, await customerToken(ctx, 'Another Buyer'))).statusCode).toBe(201);
  });

  it('a rejected or cancelled order gives its use back', async () => {
    const coupon = await added({ totalLimit: 1 });
    const first = (await order(coupon.code)).json<OrderDetail>();
    expect((await order(coupon.code)).json().code).toBe('couponUsedUp');
    expect((await act(ctx, vendor, first._id, { action: 'reject', reason: 'Closing early' })).statusCode).toBe(200);
    expect(await usedCount(coupon._id)).toBe(0);
    const second = (await order(coupon.code)).json<OrderDetail>();
    expect(second.couponCode).toBe(coupon.code);
    expect(await usedCount(coupon._id)).toBe(1);
  });
});

describe('settlement', () => {
  it('a delivered order records what the store earns: gross, its coupon, delivery, commission and net', async () => {
    const coupon = await added({ kind: 'flat', value: 500 });
    const item = store.items[0]!;
    const order = await placed(ctx, customer, {
      storeId: store.storeId,
      lines: [{ itemId: item.id, quantity: 3 }],
      couponCode: coupon.code,
    });
    const steps = [{ action: 'accept', prepMinutes: 10 }, { action: 'markReady' }, { action: 'dispatch' }] as const;
    for (const body of steps) {
      const answer = await act(ctx, vendor, order._id, body);
      expect(answer.json<OrderDetail>().settlement).toBeNull();
    }
    const delivered = (await act(ctx, vendor, order._id, { action: 'deliver' })).json<OrderDetail>();
    const expected = settle(
      { subtotal: order.subtotal, deliveryCharge: order.deliveryCharge, discount: order.discount, couponKind: 'flat' },
      1000,
    );
    expect(delivered.settlement).toMatchObject(expected);
    expect(expected).toMatchObject({
      gross: item.price * 3 + order.deliveryCharge,
      couponCost: Math.min(500, item.price * 3),
      commission: Math.round((item.price * 3 - Math.min(500, item.price * 3)) / 10),
    });
    expect(expected.net).toBe(expected.gross - expected.couponCost - expected.commission);
    // The customer reads its order without the store's side: no earnings, no commission, no vendor actions.
    const asCustomer = (await call(ctx, 'GET', fillPath(customerEndpoints.order.path, { id: order._id }), customer)).json<OrderDetail>();
    expect(asCustomer).toMatchObject({ status: 'delivered', settlement: null, actions: [] });
  });

  it('free delivery costs the store its delivery charge but no commission', () => {
    expect(settle({ subtotal: 10_000, deliveryCharge: 3_000, discount: 3_000, couponKind: 'freeDelivery' }, 1000)).toEqual({
      gross: 13_000,
      couponCost: 3_000,
      deliveryCharge: 3_000,
      commissionRate: 1000,
      commission: 1_000,
      net: 9_000,
    });
  });
});
