import {
  authEndpoints,
  catalogueEndpoints,
  customerEndpoints,
  fillPath,
  MESSAGES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  orderDetailSchema,
  orderEndpoints,
  orderPageSchema,
  VENDOR_ORDER_ACTION_NAMES,
  VENDOR_ORDER_ACTIONS,
  variationEndpoints,
  type OrderActionBody,
  type OrderDetail,
  type OrderStatus,
  type VendorOrderAction,
} from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeItemVariations } from '../../src/db/catalogue-schema.js';
import { orderEvents, orders } from '../../src/db/orders-schema.js';
import { call, type TestVendor } from '../helpers/catalogue.js';
import { act, ADDRESS, customerToken, place, placed, stockOf, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let vendor: string;
let customer: string;
let other: TestVendor;
let store: OrdersSuite['store'];
useOrdersApp(async (suite) => {
  ({ ctx, vendor, customer, other, store } = suite);
  // Enough for every order of this file, whichever items the seed gave which stock.
  await ctx.db.execute(
    sql`update store_items set stock = 10000 where id = any(${`{${store.items.map((row) => row.id).join(',')}}`}::uuid[])`,
  );
});

const item = (index: number) => store.items[index]!;
const detail = (id: string, token = vendor) => call(ctx, 'GET', fillPath(orderEndpoints.detail.path, { id }), token);
const inbox = async (query = '', token = vendor) => {
  const response = await call(ctx, 'GET', `${orderEndpoints.list.path}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return orderPageSchema.parse(response.json());
};

const BODIES: Record<VendorOrderAction, OrderActionBody> = {
  accept: { action: 'accept', prepMinutes: 15 },
  reject: { action: 'reject', reason: 'Closing early today' },
  startPreparing: { action: 'startPreparing' },
  markReady: { action: 'markReady' },
  dispatch: { action: 'dispatch' },
  deliver: { action: 'deliver' },
  cancel: { action: 'cancel', reason: 'Rider unavailable' },
};

/** The actions that lead from placed to each state. */
const PATHS: Record<OrderStatus, VendorOrderAction[] | 'customerCancel'> = {
  placed: [],
  accepted: ['accept'],
  preparing: ['accept', 'startPreparing'],
  ready: ['accept', 'startPreparing', 'markReady'],
  outForDelivery: ['accept', 'markReady', 'dispatch'],
  delivered: ['accept', 'markReady', 'dispatch', 'deliver'],
  rejected: ['reject'],
  cancelled: 'customerCancel',
};

async function orderIn(status: OrderStatus, index = 0): Promise<OrderDetail> {
  const order = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: item(index).id, quantity: 1 }] });
  const path = PATHS[status];
  if (path === 'customerCancel') {
    const response = await call(ctx, 'POST', fillPath(customerEndpoints.cancelOrder.path, { id: order._id }), customer, {});
    expect(response.statusCode, response.body).toBe(200);
  } else {
    for (const action of path) expect((await act(ctx, vendor, order._id, BODIES[action])).statusCode).toBe(200);
  }
  return order;
}

describe('placing an order', () => {
  it('prices it from the list in paise, takes the stock, and shows it in the vendor inbox only', async () => {
    const [a, b] = [item(0), item(1)];
    const before = [await stockOf(ctx, a.id), await stockOf(ctx, b.id)];
    const response = await place(ctx, customer, {
      storeId: store.storeId,
      lines: [
        { itemId: a.id, quantity: 2 },
        { itemId: b.id, quantity: 1 },
      ],
      note: 'Ring the bell',
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = orderDetailSchema.parse(response.json());
    expect(order).toMatchObject({
      status: 'placed',
      subtotal: 2 * a.price + b.price,
      deliveryCharge: 3000,
      discount: 0,
      itemsCount: 3,
      paymentStatus: 'pending',
    });
    expect(order.total).toBe(order.subtotal + 3000);
    expect(order.timeline).toEqual([expect.objectContaining({ status: 'placed', by: 'customer' })]);
    expect(order.actions).toEqual([]); // the vendor's, not the customer's
    expect(new Date(order.acceptBy).getTime() - new Date(order.placedAt).getTime()).toBe(10 * 60_000);
    expect([await stockOf(ctx, a.id), await stockOf(ctx, b.id)]).toEqual([before[0]! - 2, before[1]! - 1]);

    const page = await inbox('?tab=new');
    expect(page.items.map((row) => row._id)).toContain(order._id);
    expect((await detail(order._id)).json()).toMatchObject({
      _id: order._id,
      note: 'Ring the bell',
      customer: { name: 'Ravi Kumar' },
      actions: ['accept', 'reject'],
    });
    // Another vendor neither lists nor reads it.
    expect((await inbox('', other.token)).total).toBe(0);
    expect((await detail(order._id, other.token)).statusCode).toBe(404);
    expect((await act(ctx, other.token, order._id, BODIES.accept)).statusCode).toBe(404);
  });

  it('prices ₹19.99 × 3 at exactly 5997 paise, the price set through the vendor API, a variation too (no float drift)', async () => {
    const a = item(7);
    const grocery = catalogueEndpoints('grocery');
    const set = await call(ctx, 'PUT', fillPath(grocery.update.path, { id: a.id }), vendor, { price: 1_999, mrp: 2_499 });
    expect(set.statusCode, set.body).toBe(200);
    // 19.99 * 100 is 1998.9999999999998 in floats: a rupee price turned into paise per line could drift.
    const added = await call(ctx, 'POST', fillPath(variationEndpoints('grocery')!.addVariation.path, { itemId: a.id }), vendor, {
      name: 'Pack of 3',
      price: 5_699,
      stock: 10,
    });
    expect(added.statusCode, added.body).toBe(201);
    const variationId = added.json<{ variation: { _id: string } }>().variation._id;
    const order = await placed(ctx, customer, {
      storeId: store.storeId,
      lines: [
        { itemId: a.id, quantity: 3 },
        { itemId: a.id, variationId, quantity: 3 },
      ],
    });
    const lines = order.lines.map((line) => [line.unitPrice, line.quantity, line.total]).sort((x, y) => x[0]! - y[0]!);
    expect(lines).toEqual([
      [1_999, 3, 5_997],
      [5_699, 3, 17_097],
    ]);
    expect(order).toMatchObject({ subtotal: 23_094, total: 23_094 + order.deliveryCharge });
    const [stored] = await ctx.db.select({ subtotal: orders.subtotal }).from(orders).where(eq(orders.id, order._id));
    expect(stored).toEqual({ subtotal: 23_094 });
  });

  it('refuses what a store cannot deliver, with the contract texts, and takes no stock', async () => {
    const a = item(2);
    await ctx.db.execute(sql`update store_items set stock = 5 where id = ${a.id}`);
    const stock = await stockOf(ctx, a.id);
    const cases: [object, number, string][] = [
      [{ lines: [{ itemId: a.id, quantity: stock + 1 }] }, 409, ORDER_MESSAGES.outOfStock],
      [{ lines: [{ itemId: a.id, quantity: 1 }], address: { ...ADDRESS, pincode: '110001' } }, 409, ORDER_MESSAGES.pincodeNotServed],
      [{ lines: [{ itemId: other.storeIds[0]!, quantity: 1 }] }, 409, ORDER_MESSAGES.productUnavailable],
      [{ storeId: other.storeIds[0], lines: [{ itemId: a.id, quantity: 1 }] }, 409, ORDER_MESSAGES.productUnavailable],
      [{ storeId: '00000000-0000-4000-8000-000000000000', lines: [{ itemId: a.id, quantity: 1 }] }, 404, ORDER_MESSAGES.shopNotFound],
      [
        {
          lines: [
            { itemId: a.id, quantity: 1 },
            { itemId: a.id, quantity: 2 },
          ],
        },
        400,
        ORDER_MESSAGES.orderLineRepeated,
      ],
      [{ lines: [{ itemId: a.id, quantity: 0 }] }, 400, ORDER_MESSAGES.quantityRange],
      [{ lines: [] }, 400, ORDER_MESSAGES.orderLinesRange],
    ];
    for (const [body, status, message] of cases) {
      const response = await place(ctx, customer, { storeId: store.storeId, lines: [], ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(response.json()), JSON.stringify(body)).toContain(message);
    }
    expect(await stockOf(ctx, a.id)).toBe(stock);
  });

  it('never sells below zero when customers race for the last units', async () => {
    const a = item(3);
    await ctx.db.execute(sql`update store_items set stock = 3 where id = ${a.id}`);
    const tokens = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => customerToken(ctx, `Racer ${n}`)));
    const answers = await Promise.all(
      tokens.map((token) => place(ctx, token, { storeId: store.storeId, lines: [{ itemId: a.id, quantity: 1 }] })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual([
      'outOfStock',
      'outOfStock',
      'outOfStock',
    ]);
    expect(await stockOf(ctx, a.id)).toBe(0);
  });

  it('is for customers only: a vendor token is refused, and a customer cannot reach the vendor inbox or sign in as a vendor', async () => {
    expect((await place(ctx, vendor, { storeId: store.storeId, lines: [{ itemId: item(0).id, quantity: 1 }] })).statusCode).toBe(403);
    expect((await call(ctx, 'GET', orderEndpoints.list.path, customer)).statusCode).toBe(403);
    const email = `shopper-${Date.now()}@example.com`;
    expect(
      (
        await call(ctx, 'POST', authEndpoints.customerRegister.path, undefined, {
          name: 'S',
          email,
          phone: '+919000000000',
          password: 'Shopper2024',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(ctx, 'POST', authEndpoints.customerRegister.path, undefined, {
          name: 'S',
          email: email.toUpperCase(),
          phone: '+919000000000',
          password: 'Shopper2024',
        })
      ).json().code,
    ).toBe('emailTaken');
    expect((await call(ctx, 'POST', authEndpoints.customerLogin.path, undefined, { email, password: 'Shopper2024' })).statusCode).toBe(200);
    expect((await call(ctx, 'POST', authEndpoints.vendorLogin.path, undefined, { email, password: 'Shopper2024' })).statusCode).toBe(401);
  });
});

describe('the status workflow', () => {
  it.each(ORDER_STATUSES.map((status) => [status]))('from %s, exactly the allowed actions succeed', async (status) => {
    for (const action of VENDOR_ORDER_ACTION_NAMES) {
      const order = await orderIn(status);
      const response = await act(ctx, vendor, order._id, BODIES[action]);
      const allowed = (VENDOR_ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(status);
      expect(response.statusCode, `${status} + ${action}`).toBe(allowed ? 200 : 409);
      if (allowed) expect(response.json()).toMatchObject({ status: VENDOR_ORDER_ACTIONS[action].to });
      else expect(response.json()).toMatchObject({ code: 'orderStatusChanged', message: ORDER_MESSAGES.orderStatusChanged });
    }
  });

  it('keeps a timeline; rejecting gives the stock back and refunds; delivering marks cash paid', async () => {
    const a = item(4);
    const stock = await stockOf(ctx, a.id);
    const online = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: a.id, quantity: 2 }], paymentMethod: 'online' });
    expect(online.paymentStatus).toBe('paid');
    const rejected = (await act(ctx, vendor, online._id, BODIES.reject)).json<OrderDetail>();
    expect(rejected).toMatchObject({ status: 'rejected', paymentStatus: 'refunded', reason: 'Closing early today', actions: [] });
    expect(await stockOf(ctx, a.id)).toBe(stock);

    const cash = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: a.id, quantity: 1 }] });
    let last: OrderDetail | undefined;
    for (const action of ['accept', 'startPreparing', 'markReady', 'dispatch', 'deliver'] as const)
      last = (await act(ctx, vendor, cash._id, BODIES[action])).json<OrderDetail>();
    expect(last).toMatchObject({ status: 'delivered', paymentStatus: 'paid', prepMinutes: 15 });
    expect(last!.timeline.map((event) => [event.status, event.by])).toEqual([
      ['placed', 'customer'],
      ['accepted', 'vendor'],
      ['preparing', 'vendor'],
      ['ready', 'vendor'],
      ['outForDelivery', 'vendor'],
      ['delivered', 'vendor'],
    ]);
    expect(await stockOf(ctx, a.id)).toBe(stock - 1);
  });

  it('gives stock back to the variation ordered, never to its product, and nothing once the variation is gone', async () => {
    const a = item(6);
    const [variation] = await ctx.db
      .insert(storeItemVariations)
      .values({ itemId: a.id, name: '2 kg', price: 15_000, stock: 5 })
      .returning();
    const variationStock = async () =>
      (
        await ctx.db.select({ stock: storeItemVariations.stock }).from(storeItemVariations).where(eq(storeItemVariations.id, variation!.id))
      )[0]?.stock;
    const productStock = await stockOf(ctx, a.id);
    const first = await placed(ctx, customer, {
      storeId: store.storeId,
      lines: [{ itemId: a.id, variationId: variation!.id, quantity: 2 }],
    });
    expect(first).toMatchObject({ subtotal: 30_000, lines: [expect.objectContaining({ variationName: '2 kg', unitPrice: 15_000 })] });
    expect([await variationStock(), await stockOf(ctx, a.id)]).toEqual([3, productStock]);
    await act(ctx, vendor, first._id, BODIES.reject);
    expect([await variationStock(), await stockOf(ctx, a.id)]).toEqual([5, productStock]);

    const second = await placed(ctx, customer, {
      storeId: store.storeId,
      lines: [{ itemId: a.id, variationId: variation!.id, quantity: 1 }],
    });
    await ctx.db.delete(storeItemVariations).where(eq(storeItemVariations.id, variation!.id));
    expect((await act(ctx, vendor, second._id, BODIES.reject)).statusCode).toBe(200);
    expect(await stockOf(ctx, a.id)).toBe(productStock);
  });

  it('validates the action bodies with the contract texts', async () => {
    const order = await orderIn('placed');
    for (const [body, message] of [
      [{ action: 'accept', prepMinutes: 2 }, ORDER_MESSAGES.prepTimeRange],
      [{ action: 'reject', reason: '  ' }, MESSAGES.reasonNeeded],
    ] as const) {
      const response = await act(ctx, vendor, order._id, body as OrderActionBody);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('two screens racing on one order: exactly one wins (accept vs reject, accept vs the customer cancelling)', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await orderIn('placed');
      const race = await Promise.all([act(ctx, vendor, a._id, BODIES.accept), act(ctx, vendor, a._id, BODIES.reject)]);
      expect(race.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const b = await orderIn('placed');
      const cancel = await Promise.all([
        act(ctx, vendor, b._id, BODIES.accept),
        call(ctx, 'POST', fillPath(customerEndpoints.cancelOrder.path, { id: b._id }), customer, { reason: 'Changed my mind' }),
      ]);
      expect(cancel.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const final = (await detail(b._id)).json<OrderDetail>();
      expect(final.timeline).toHaveLength(2);
    }
  });

  it('rejects a placed order not accepted in time, from its stored time, with the stock back', async () => {
    const a = item(5);
    const stock = await stockOf(ctx, a.id);
    const order = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: a.id, quantity: 3 }] });
    // As if placed 11 minutes ago (the acceptance window is 10).
    await ctx.db
      .update(orders)
      .set({ placedAt: sql`now() - interval '11 minutes'`, acceptBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order._id));
    await ctx.db
      .update(orderEvents)
      .set({ at: sql`now() - interval '11 minutes'` })
      .where(eq(orderEvents.orderId, order._id));
    expect((await act(ctx, vendor, order._id, BODIES.accept)).json()).toMatchObject({ code: 'orderStatusChanged' });
    const read = (await detail(order._id)).json<OrderDetail>();
    expect(read).toMatchObject({ status: 'rejected', reason: 'notAcceptedInTime' });
    expect(read.timeline.at(-1)).toMatchObject({ status: 'rejected', by: 'system' });
    expect(new Date(read.timeline.at(-1)!.at).getTime()).toBeLessThan(Date.now() - 30_000);
    expect(await stockOf(ctx, a.id)).toBe(stock);
  });
});

describe('the inbox', () => {
  it('pages, counts tabs, filters by payment, day and text (order number, customer name)', async () => {
    const shopper = await customerToken(ctx, 'Meera Iyer');
    const mine = await placed(ctx, shopper, {
      storeId: store.storeId,
      lines: [{ itemId: item(0).id, quantity: 1 }],
      paymentMethod: 'online',
    });
    const all = await inbox('?limit=5');
    expect(all.items).toHaveLength(5);
    expect(all.total).toBe(Object.values(all.counts).reduce((sum, n) => sum + n, 0));
    expect(all.items[0]!._id).toBe(mine._id); // newest first
    const second = await inbox('?limit=5&page=2');
    expect(second.items.map((row) => row._id)).not.toContain(all.items[0]!._id);

    expect((await inbox(`?searchQuery=${mine.number}`)).items.map((row) => row._id)).toEqual([mine._id]);
    expect((await inbox('?searchQuery=meera')).items.map((row) => row._id)).toEqual([mine._id]);
    const online = await inbox('?paymentMethod=online&limit=100');
    expect(online.items.every((row) => row.paymentMethod === 'online')).toBe(true);
    const hourAgo = new Date(Date.now() - 3600_000);
    const span = (from: Date, to: Date) => `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
    const lastHour = await inbox(`?${span(hourAgo, new Date(Date.now() + 60_000))}&limit=100`);
    expect(lastHour.items.map((row) => row._id)).toContain(mine._id);
    expect(lastHour.items.every((row) => new Date(row.placedAt) >= hourAgo)).toBe(true);
    expect(lastHour.total).toBeLessThan(all.total); // the demo orders of the days before
    expect((await inbox(`?${span(new Date('2020-01-01T00:00:00+05:30'), new Date('2020-01-02T00:00:00+05:30'))}`)).total).toBe(0);
    // An order number longer than any (not a bigint overflow): no match, no error.
    expect((await inbox(`?searchQuery=${'9'.repeat(25)}`)).total).toBe(0);
    const delivered = await inbox('?tab=delivered&limit=100');
    expect(delivered.items.every((row) => row.status === 'delivered')).toBe(true);
    expect(delivered.total).toBe(all.counts.delivered);

    const wrong = await call(ctx, 'GET', `${orderEndpoints.list.path}?from=2024-02-02T00:00:00Z&to=2024-02-01T00:00:00Z`, vendor);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(MESSAGES.dateRange);
  });

  it("pages the vendor's stores together in one order (each store read apart by its index, then merged)", async () => {
    const [restaurant] = await ctx.db
      .execute<{ store_id: string; item_id: string }>(
        sql`select s.id as store_id, i.id as item_id from stores s join services v on v.id = s.service_id
        join store_items i on i.store_id = s.id where v.kind = 'food' and s.vendor_id = (select vendor_id from stores where id = ${store.storeId})
        limit 1`,
      )
      .then((result) => (result as unknown as { rows: { store_id: string; item_id: string }[] }).rows);
    // Open round the clock for this test (its demo hours would make it depend on the time it runs).
    await ctx.db.execute(sql`update stores set working_hours = '[]'::jsonb where id = ${restaurant!.store_id}`);
    await ctx.db.execute(sql`update store_items set stock = 1000, is_available = true where id = ${restaurant!.item_id}`);
    for (let n = 0; n < 3; n++) {
      await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: item(0).id, quantity: 1 }] });
      await placed(ctx, customer, { storeId: restaurant!.store_id, lines: [{ itemId: restaurant!.item_id, quantity: 1 }] });
    }
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...(await inbox(`?limit=2&page=${page}`)).items.map((order) => order._id));
    const truth = await ctx.db
      .execute<{ id: string }>(
        sql`select o.id from orders o join stores s on s.id = o.store_id where s.vendor_id = (select vendor_id from stores where id = ${store.storeId})
        order by o.placed_at desc, o.id desc limit 6`,
      )
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
    expect(pages).toEqual(truth);
    expect(new Set((await inbox('?limit=6')).items.map((order) => order.storeId)).size).toBe(2);
  });

  it('a customer sees only its own orders', async () => {
    const shopper = await customerToken(ctx, 'Only Me');
    const order = await placed(ctx, shopper, { storeId: store.storeId, lines: [{ itemId: item(0).id, quantity: 1 }] });
    const page = orderPageSchema.parse((await call(ctx, 'GET', customerEndpoints.orders.path, shopper)).json());
    expect(page.items.map((row) => row._id)).toEqual([order._id]);
    expect((await call(ctx, 'GET', fillPath(customerEndpoints.order.path, { id: order._id }), customer)).statusCode).toBe(404);
  });
});

describe('the kept tab counts', () => {
  it('equal the orders counted one by one, after placing, racing, rejecting, expiring and cancelling under concurrency', async () => {
    const placedNow = await Promise.all(
      Array.from({ length: 6 }, () => placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: item(0).id, quantity: 1 }] })),
    );
    await Promise.all([
      ...placedNow
        .slice(0, 2)
        .flatMap((order) => [
          act(ctx, vendor, order._id, { action: 'accept', prepMinutes: 10 }),
          act(ctx, vendor, order._id, { action: 'reject', reason: 'Race' }),
        ]),
      call(ctx, 'POST', fillPath(customerEndpoints.cancelOrder.path, { id: placedNow[2]!._id }), customer, {}),
    ]);
    await ctx.db.execute(sql`update orders set accept_by = now() - interval '1 second' where id = ${placedNow[3]!._id}`);
    const kept = await inbox();
    const counted = await inbox(`?from=${encodeURIComponent('2000-01-01T00:00:00Z')}`); // a filter: counted row by row
    expect(kept.counts).toEqual(counted.counts);
    expect(kept.total).toBe(Object.values(kept.counts).reduce((sum, n) => sum + n, 0));
    // Row for row, the kept counts are the orders grouped (no group missing, none left over, none below zero).
    const rows = async (query: ReturnType<typeof sql>) =>
      ((await ctx.db.execute(query)) as unknown as { rows: { key: string; n: number }[] }).rows.map((row) => `${row.key} ${row.n}`).sort();
    const keptRows = await rows(
      sql`select store_id || ' ' || status || ' ' || payment_method as key, n from order_status_counts where n <> 0`,
    );
    const countedRows = await rows(
      sql`select store_id || ' ' || status || ' ' || payment_method as key, count(*)::int as n from orders group by 1`,
    );
    expect(keptRows).toEqual(countedRows);
    expect(keptRows.length).toBeGreaterThan(3);
  });
});

describe('the demo data', () => {
  it("gives the demo store a week of orders in every tab, placed and moved on by the orders' own code", async () => {
    const page = await inbox('?tab=delivered&order=asc&limit=1');
    expect(page.counts.new).toBeGreaterThanOrEqual(1);
    expect(page.counts.active).toBeGreaterThanOrEqual(3);
    expect(page.counts.closed).toBeGreaterThanOrEqual(1);
    expect(page.counts.delivered).toBeGreaterThanOrEqual(7);
    const oldest = page.items[0]!;
    expect(Date.now() - new Date(oldest.placedAt).getTime()).toBeGreaterThan(5 * 24 * 3600_000);
    const read = (await detail(oldest._id)).json<OrderDetail>();
    expect(read.timeline.map((event) => event.status)).toEqual(['placed', 'accepted', 'ready', 'outForDelivery', 'delivered']);
    expect(read.timeline.every((event) => event.at.slice(0, 10) === oldest.placedAt.slice(0, 10))).toBe(true);
  });
});
