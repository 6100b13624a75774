import {
  addDays,
  bookingEndpoints,
  bookingPageSchema,
  categoryEndpoints,
  DASHBOARD_MESSAGES,
  dashboardEndpoints,
  dashboardSummarySchema,
  fillPath,
  MARKETPLACE_TIME_ZONE,
  MESSAGES,
  ORDER_STATUSES,
  orderEndpoints,
  payoutEndpoints,
  payoutPageSchema,
  queryString,
  reviewEndpoints,
  walletEndpoints,
  WALLET_DEFAULTS,
  type BookingDetail,
  type DashboardQuery,
  type DashboardSummary,
  type OrderDetail,
  type OrderPage,
  type OrderStatus,
  type Review,
  type WalletPage,
} from '@dhub/contract';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../src/db/bookings-schema.js';
import { categories, productRequests, storeItems } from '../../src/db/catalogue-schema.js';
import { orderLines, orders, settlements } from '../../src/db/orders-schema.js';
import { reviews } from '../../src/db/reviews-schema.js';
import type { Transaction } from '../../src/db/client.js';
import { namedTextCount } from '../../src/db/prepared.js';
import { rowsOf } from '../../src/db/rows-of.js';
import { stores, users } from '../../src/db/schema.js';
import { dashboardSummary } from '../../src/modules/dashboard/summary.js';
import { actOnBooking, booked, demoBookingStore, freeSlots } from '../helpers/bookings.js';
import { call, createVendor, demoToken, type TestVendor } from '../helpers/catalogue.js';
import { act, customerToken, demoGrocery, placed } from '../helpers/orders.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Earnings are available at once: the wallet's available balance moves with the sales.
let ctx: TestContext;
let vendor: string;
let customer: string;
let other: TestVendor;
let grocery: Awaited<ReturnType<typeof demoGrocery>>;
let bookingStoreId: string;
let vendorStoreIds: string[];

beforeAll(async () => {
  ctx = await createTestApp({ env: { WALLET_HOLD_SECONDS: '0' } });
  vendor = await demoToken(ctx);
  customer = await customerToken(ctx);
  other = await createVendor(ctx, ['grocery']);
  grocery = await demoGrocery(ctx);
  bookingStoreId = await demoBookingStore(ctx);
  const rows = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.vendorId))
    .where(eq(users.email, ctx.config.demoVendor.email));
  vendorStoreIds = rows.map((row) => row.id);
});
afterAll(() => ctx?.close());

const DELIVER = [{ action: 'accept', prepMinutes: 15 }, { action: 'markReady' }, { action: 'dispatch' }, { action: 'deliver' }] as const;

async function deliveredOrder(paymentMethod: 'cod' | 'online', lines: { item: number; quantity: number }[]): Promise<OrderDetail> {
  const order = await placed(ctx, customer, {
    storeId: grocery.storeId,
    lines: lines.map(({ item, quantity }) => ({ itemId: grocery.items[item]!.id, quantity })),
    paymentMethod,
  });
  let last = order;
  for (const body of DELIVER) last = (await act(ctx, vendor, order._id, body)).json<OrderDetail>();
  expect(last.status).toBe('delivered');
  return last;
}

async function completedBooking(): Promise<BookingDetail> {
  const [slot] = await freeSlots(ctx, vendor, bookingStoreId);
  const booking = await booked(ctx, customer, { storeId: bookingStoreId, slotId: slot!.slotId, date: slot!.date, paymentMethod: 'online' });
  let last = booking;
  for (const body of [{ action: 'confirm' }, { action: 'start' }, { action: 'complete' }] as const) {
    const response = await actOnBooking(ctx, vendor, booking._id, body);
    expect(response.statusCode).toBe(200);
    last = response.json<BookingDetail>();
  }
  expect(last.settlement).not.toBeNull();
  return last;
}

async function review(orderId: string, rating: number): Promise<Review> {
  const response = await call(ctx, 'POST', fillPath(reviewEndpoints.add.path, { id: orderId }), customer, { rating });
  expect(response.statusCode).toBe(201);
  return response.json<{ review: Review }>().review;
}

const summaryOf = (query: DashboardQuery = {}, token = vendor) =>
  call(ctx, 'GET', `${dashboardEndpoints.summary.path}${queryString(query)}`, token);

async function summary(query: DashboardQuery = {}, token = vendor): Promise<DashboardSummary> {
  const response = await summaryOf(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return dashboardSummarySchema.parse(response.json());
}

// ---- the figures, computed here in other ways --------------------------------------------------

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** An instant's day where the marketplace is, by the platform's time-zone data (not PostgreSQL's). */
const localDayOf = (instant: string | Date) => dayFormat.format(new Date(instant));
const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKETPLACE_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
function localClockOf(instant: string | Date) {
  const parts = clockFormat.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return { weekday: WEEKDAY_NAMES.indexOf(part('weekday')), hour: Number(part('hour')) };
}

/** Every day of [from, to) where the marketplace is, with the sums of the sales settled and the orders placed that day. */
function expectedDays(from: string, to: string, sales: { at: string | Date; gross: number }[], placedAt: (string | Date)[]) {
  const days: { date: string; revenue: number; orders: number }[] = [];
  const last = localDayOf(new Date(Date.parse(to) - 1));
  for (let date = localDayOf(from); date <= last; date = addDays(date, 1)) days.push({ date, revenue: 0, orders: 0 });
  for (const sale of sales) days.find((day) => day.date === localDayOf(sale.at))!.revenue += sale.gross;
  for (const at of placedAt) days.find((day) => day.date === localDayOf(at))!.orders += 1;
  return days;
}

/** The top five products of some order lines: by revenue, then quantity, then name. */
function expectedTopItems(lines: { itemId: string | null; name: string; quantity: number; total: number }[]) {
  const byProduct = new Map<string, { itemId: string | null; name: string; quantity: number; revenue: number }>();
  for (const line of lines) {
    const key = line.itemId ?? `name:${line.name}`;
    const entry = byProduct.get(key) ?? { itemId: line.itemId, name: line.name, quantity: 0, revenue: 0 };
    entry.quantity += line.quantity;
    entry.revenue += line.total;
    if (line.name < entry.name) entry.name = line.name;
    byProduct.set(key, entry);
  }
  return [...byProduct.values()]
    .sort((a, b) => b.revenue - a.revenue || b.quantity - a.quantity || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, 5);
}

function expectedStatuses(statuses: OrderStatus[]) {
  return ORDER_STATUSES.map((status) => ({ status, count: statuses.filter((candidate) => candidate === status).length }));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const average = (values: number[]) => (values.length ? Math.round(sum(values) / values.length) : 0);
const ratingOf = (ratings: number[]) => ({
  average: ratings.length ? Math.round((sum(ratings) * 10) / ratings.length) / 10 : null,
  count: ratings.length,
});

/** The "now" figures, from the API's own lists and wallets (read first: they reject or cancel what ran out). */
async function expectedNow() {
  const inbox = (await call(ctx, 'GET', `${orderEndpoints.list.path}?limit=1`, vendor)).json<OrderPage>();
  const pendingBookings = bookingPageSchema.parse(
    (await call(ctx, 'GET', `${bookingEndpoints.list.path}?status=pending&limit=1`, vendor)).json(),
  );
  const wallets = await Promise.all(
    vendorStoreIds.map(
      async (storeId) =>
        (await call(ctx, 'GET', `${walletEndpoints.get.path}?storeId=${storeId}&limit=1`, vendor)).json<WalletPage>().summary,
    ),
  );
  const unpaid = [];
  for (const status of ['pending', 'approved']) {
    const page = payoutPageSchema.parse((await call(ctx, 'GET', `${payoutEndpoints.list.path}?status=${status}&limit=100`, vendor)).json());
    expect(page.total).toBe(page.items.length);
    unpaid.push(...page.items);
  }
  // Low stock as the contract defines it (stock at or under the item's threshold), from the items themselves.
  const items = await ctx.db
    .select({ stock: storeItems.stock, threshold: storeItems.lowStockThreshold })
    .from(storeItems)
    .where(inArray(storeItems.storeId, vendorStoreIds));
  const pendingCategories = await ctx.db
    .select({ status: categories.status })
    .from(categories)
    .where(inArray(categories.requestedByStoreId, vendorStoreIds));
  const requests = await ctx.db
    .select({ status: productRequests.status })
    .from(productRequests)
    .where(inArray(productRequests.storeId, vendorStoreIds));
  return {
    newOrders: inbox.counts.new,
    bookingsToConfirm: pendingBookings.total,
    walletAvailable: sum(wallets.map((wallet) => wallet.available)),
    walletPending: sum(wallets.map((wallet) => wallet.pending)),
    pendingPayouts: { count: unpaid.length, amount: sum(unpaid.map((payout) => payout.amount)) },
    lowStockItems: items.filter((item) => item.stock <= item.threshold).length,
    pendingRequests: [...pendingCategories, ...requests].filter((row) => row.status === 'pending').length,
  };
}

// ---- the tests -------------------------------------------------------------------------------

describe('dashboard summary', () => {
  let cod: OrderDetail;
  let online: OrderDetail;
  let waiting: OrderDetail;
  let rejected: OrderDetail;
  let booking: BookingDetail;
  let ratings: Review[];
  let period: { from: string; to: string };

  beforeAll(async () => {
    cod = await deliveredOrder('cod', [
      { item: 0, quantity: 2 },
      { item: 1, quantity: 1 },
    ]);
    online = await deliveredOrder('online', [
      { item: 1, quantity: 3 },
      { item: 2, quantity: 1 },
    ]);
    waiting = await placed(ctx, customer, { storeId: grocery.storeId, lines: [{ itemId: grocery.items[3]!.id, quantity: 1 }] });
    const toReject = await placed(ctx, customer, { storeId: grocery.storeId, lines: [{ itemId: grocery.items[4]!.id, quantity: 1 }] });
    rejected = (await act(ctx, vendor, toReject._id, { action: 'reject', reason: 'Closing early' })).json<OrderDetail>();
    booking = await completedBooking();
    ratings = [await review(cod._id, 4), await review(online._id, 5)];
    // The period of these sales exactly: from the first order placed to just after the last thing written.
    const instants = [
      ...[cod, online, waiting, rejected].map((order) => order.placedAt),
      cod.settlement!.settledAt,
      online.settlement!.settledAt,
      booking.settlement!.settledAt,
      ...ratings.map((rating) => rating.createdAt),
    ].map(Date.parse);
    period = { from: cod.placedAt, to: new Date(Math.max(...instants) + 1).toISOString() };
  });

  it("equals the period's sales as their own answers give them: orders, revenue, average, rating, the series", async () => {
    const result = await summary(period);
    const sales = [cod.settlement!, online.settlement!, booking.settlement!];
    const orderSales = [cod.settlement!, online.settlement!];
    expect(result).toMatchObject({ from: period.from, to: period.to, timeZone: MARKETPLACE_TIME_ZONE, currency: 'INR' });
    expect(result.kpis).toMatchObject({
      orders: 4,
      delivered: 2,
      revenue: sum(sales.map((sale) => sale.gross)),
      averageOrderValue: average(orderSales.map((sale) => sale.gross)),
      rating: ratingOf(ratings.map((rating) => rating.rating)),
    });
    expect(result.kpis.revenue).toBe(cod.total + online.total + booking.total);
    expect(result.ordersByStatus).toEqual(expectedStatuses([cod.status, online.status, waiting.status, rejected.status]));
    expect(result.ordersByStatus.find((row) => row.status === 'delivered')!.count).toBe(2);
    expect(result.revenueByDay).toEqual(
      expectedDays(
        period.from,
        period.to,
        sales.map((sale) => ({ at: sale.settledAt, gross: sale.gross })),
        [cod, online, waiting, rejected].map((order) => order.placedAt),
      ),
    );
    expect(result.topItems).toEqual(expectedTopItems([...cod.lines, ...online.lines]));
    expect(result.topItems.length).toBeGreaterThanOrEqual(3);
    // The booking starts days from now, not in this period: the cells count the bookings the list finds then.
    const startingThen = bookingPageSchema.parse(
      (await call(ctx, 'GET', `${bookingEndpoints.list.path}${queryString(period)}`, vendor)).json(),
    );
    expect(sum(result.bookingsByWeekdayHour.map((cell) => cell.count))).toBe(startingThen.total);
  });

  it('leaves out what was sold before or after the period', async () => {
    // Only the cash order: placed and delivered before the online one was placed.
    const first = await summary({ from: cod.placedAt, to: online.placedAt });
    expect(first.kpis).toMatchObject({ orders: 1, delivered: 1, revenue: cod.settlement!.gross, averageOrderValue: cod.settlement!.gross });
    expect(first.kpis.rating).toEqual({ average: null, count: 0 });
    expect(first.topItems).toEqual(expectedTopItems(cod.lines));
    // From just after the last sale: nothing of them.
    const after = await summary({ from: period.to, to: new Date(Date.parse(period.to) + 60_000).toISOString() });
    expect(after.kpis).toMatchObject({ orders: 0, delivered: 0, revenue: 0, averageOrderValue: 0, rating: { average: null, count: 0 } });
    expect(after.topItems).toEqual([]);
    expect(sum(after.revenueByDay.map((day) => day.revenue))).toBe(0);
    // The 30 days before the first order (the seeded week), and then this file's sales: two periods that add up.
    const before = await summary({ to: cod.placedAt });
    const both = await summary({ from: before.from, to: period.to });
    const these = await summary(period);
    expect(before.kpis.revenue).toBeGreaterThan(0);
    expect(before.kpis.revenue + these.kpis.revenue).toBe(both.kpis.revenue);
    expect(before.kpis.orders + these.kpis.orders).toBe(both.kpis.orders);
    expect(before.kpis.delivered + these.kpis.delivered).toBe(both.kpis.delivered);
  });

  it("narrows to one store (the booking store's sale only), and counts the bookings by weekday and hour where the marketplace is", async () => {
    const store = await summary({ ...period, storeId: bookingStoreId });
    expect(store.kpis).toMatchObject({ orders: 0, delivered: 0, revenue: booking.settlement!.gross, averageOrderValue: 0 });
    const startsAt = Date.parse(booking.startsAt);
    const around = { from: new Date(startsAt - 86_400_000).toISOString(), to: new Date(startsAt + 86_400_000).toISOString() };
    const result = await summary(around);
    // The vendor's bookings starting then (any state), by the bookings list, placed in cells here.
    const page = bookingPageSchema.parse(
      (await call(ctx, 'GET', `${bookingEndpoints.list.path}${queryString({ ...around, limit: 100 })}`, vendor)).json(),
    );
    expect(page.total).toBe(page.items.length);
    expect(page.items.map((item) => item._id)).toContain(booking._id);
    const cells = new Map<string, number>();
    for (const item of page.items) {
      const { weekday, hour } = localClockOf(item.startsAt);
      cells.set(`${weekday}/${hour}`, (cells.get(`${weekday}/${hour}`) ?? 0) + 1);
    }
    const expected = [...cells.entries()]
      .map(([key, count]) => ({ weekday: Number(key.split('/')[0]), hour: Number(key.split('/')[1]), count }))
      .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);
    expect(result.bookingsByWeekdayHour).toEqual(expected);
    const own = localClockOf(booking.startsAt);
    expect(result.bookingsByWeekdayHour).toContainEqual(expect.objectContaining(own));
  });

  it('says what waits now: orders to accept, bookings to confirm, the wallets, payouts not paid, requests, low stock', async () => {
    // A payout and a category request to count.
    const available = (await call(ctx, 'GET', `${walletEndpoints.get.path}?storeId=${grocery.storeId}&limit=1`, vendor)).json<WalletPage>()
      .summary.available;
    expect(available).toBeGreaterThanOrEqual(WALLET_DEFAULTS.payoutMinimum);
    const payout = await call(ctx, 'POST', payoutEndpoints.add.path, vendor, {
      storeId: grocery.storeId,
      amount: WALLET_DEFAULTS.payoutMinimum,
    });
    expect(payout.statusCode).toBe(201);
    const before = (await summary(period)).kpis.pendingRequests;
    const requested = await call(ctx, 'POST', categoryEndpoints.addCategory.path, vendor, {
      name: `Dashboard test ${Date.now()}`,
      storeId: grocery.storeId,
    });
    expect(requested.statusCode).toBe(201);

    const expected = await expectedNow();
    const result = await summary(period);
    expect(result.kpis).toMatchObject(expected);
    expect(result.kpis.pendingRequests).toBe(before + 1);
    expect(result.kpis.newOrders).toBeGreaterThanOrEqual(1); // the one placed above
    expect(result.kpis.pendingPayouts.count).toBeGreaterThanOrEqual(1);
    expect(result.kpis.walletAvailable).not.toBe(0);
  });

  it('over the last 30 days (the default), equals sums written in plain queries over the tables, the seeded week included', async () => {
    const result = await summary();
    const { from, to } = result;
    expect(Date.parse(to) - Date.parse(from)).toBe(30 * 86_400_000);
    expect(Math.abs(Date.parse(to) - Date.now())).toBeLessThan(60_000);
    const inPeriod = <T extends { at: Date }>(rows: T[]) => rows.filter((row) => row.at >= new Date(from) && row.at < new Date(to));
    const sold = inPeriod(
      await ctx.db
        .select({ orderId: settlements.orderId, gross: settlements.gross, at: settlements.settledAt })
        .from(settlements)
        .where(inArray(settlements.storeId, vendorStoreIds)),
    );
    const placedRows = inPeriod(
      await ctx.db.select({ status: orders.status, at: orders.placedAt }).from(orders).where(inArray(orders.storeId, vendorStoreIds)),
    );
    const deliveredIds = sold.flatMap((row) => (row.orderId ? [row.orderId] : []));
    const lines = await ctx.db
      .select({ itemId: orderLines.storeItemId, name: orderLines.name, quantity: orderLines.quantity, total: orderLines.total })
      .from(orderLines)
      .where(inArray(orderLines.orderId, deliveredIds));
    const rated = inPeriod(
      await ctx.db.select({ rating: reviews.rating, at: reviews.createdAt }).from(reviews).where(inArray(reviews.storeId, vendorStoreIds)),
    );
    const started = await ctx.db
      .select({ startsAt: bookings.startsAt })
      .from(bookings)
      .where(and(inArray(bookings.storeId, vendorStoreIds), gte(bookings.startsAt, new Date(from)), lt(bookings.startsAt, new Date(to))));

    expect(sold.length).toBeGreaterThan(5); // the seeded week's deliveries and this file's
    expect(new Set(sold.map((row) => localDayOf(row.at))).size).toBeGreaterThan(3);
    const orderGross = sold.filter((row) => row.orderId).map((row) => row.gross);
    expect(result.kpis).toMatchObject({
      orders: placedRows.length,
      delivered: orderGross.length,
      revenue: sum(sold.map((row) => row.gross)),
      averageOrderValue: average(orderGross),
      rating: ratingOf(rated.map((row) => row.rating)),
    });
    expect(result.ordersByStatus).toEqual(expectedStatuses(placedRows.map((row) => row.status)));
    expect(result.revenueByDay).toEqual(
      expectedDays(
        from,
        to,
        sold.map((row) => ({ at: row.at, gross: row.gross })),
        placedRows.map((row) => row.at),
      ),
    );
    expect(result.revenueByDay).toHaveLength(31); // 30 days from a moment of a day: 31 days touched
    expect(result.topItems).toEqual(expectedTopItems(lines));
    expect(sum(result.bookingsByWeekdayHour.map((cell) => cell.count))).toBe(started.length);
  });

  it('shows another vendor none of it, even when it names these stores; and none of its own to this vendor', async () => {
    for (const query of [{}, period, { ...period, storeId: grocery.storeId }]) {
      const result = await summary(query, other.token);
      expect(result.kpis).toEqual({
        orders: 0,
        delivered: 0,
        revenue: 0,
        averageOrderValue: 0,
        rating: { average: null, count: 0 },
        walletAvailable: 0,
        walletPending: 0,
        pendingPayouts: { count: 0, amount: 0 },
        pendingRequests: 0,
        lowStockItems: 0,
        newOrders: 0,
        bookingsToConfirm: 0,
      });
      expect(result.topItems).toEqual([]);
      expect(result.bookingsByWeekdayHour).toEqual([]);
      expect(result.revenueByDay.every((day) => day.revenue === 0 && day.orders === 0)).toBe(true);
      expect(result.ordersByStatus.every((row) => row.count === 0)).toBe(true);
    }
    const named = await summary({ ...period, storeId: other.storeIds[0] });
    expect(named.kpis).toMatchObject({ orders: 0, revenue: 0, newOrders: 0, walletAvailable: 0 });
    expect((await call(ctx, 'GET', dashboardEndpoints.summary.path)).statusCode).toBe(401);
  });

  it("refuses a period that ends before it starts, or is longer than 366 days, with the contract's message under To", async () => {
    const now = Date.now();
    const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
    const backwards = await summaryOf({ from: at(0), to: at(-1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ errors: { to: MESSAGES.dateRange }, fieldCodes: { to: 'dateRange' } });
    expect((await summaryOf({ from: at(0), to: at(0) })).json().errors.to).toBe(MESSAGES.dateRange);
    const long = await summaryOf({ from: at(-367), to: at(0) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.to).toBe(DASHBOARD_MESSAGES.dashboardSpanTooLong);
    // Only a start, long ago: the period runs to now, too long as well.
    expect((await summaryOf({ from: at(-400) })).json().errors.to).toBe(DASHBOARD_MESSAGES.dashboardSpanTooLong);
    expect((await summaryOf({ from: 'yesterday' })).statusCode).toBe(400);
    // 366 days exactly is allowed: every day of it answered.
    const year = await summary({ from: '2025-01-01T00:00:00+05:30', to: '2026-01-02T00:00:00+05:30' });
    expect(year.revenueByDay).toHaveLength(366);
    expect(year.revenueByDay[0]!.date).toBe('2025-01-01');
    expect(year.revenueByDay.at(-1)!.date).toBe('2026-01-01');
  });

  it("keeps daily figures that equal a count made again from the orders and settlements, in the contract's time zone", async () => {
    const kept = async () => ({
      orders: await rowsOf(ctx.db, sql`select store_id, day::text, status, n from daily_orders where n <> 0 order by 1, 2, 3`),
      sales: await rowsOf(
        ctx.db,
        sql`select store_id, day::text, sales, gross, orders, orders_gross from daily_sales where sales <> 0 order by 1, 2`,
      ),
      items: await rowsOf(
        ctx.db,
        sql`select store_id, day::text, product, item_id, name, quantity, revenue from daily_items where quantity <> 0 order by 1, 2, 3`,
      ),
    });
    const before = await kept();
    expect(before.orders.length).toBeGreaterThan(3);
    expect(before.items.length).toBeGreaterThan(3);
    await ctx.db.execute(sql`select recount_daily_figures(id) from stores`);
    expect(await kept()).toEqual(before);
    // The database's marketplace day is the contract's: instants around midnight there, and across a year.
    const instants = [Date.parse('2026-03-01T18:29:59.999Z'), Date.parse('2026-03-01T18:30:00Z')];
    for (let day = 0; day < 366; day += 7) instants.push(Date.parse('2026-01-01T00:00:00Z') + day * 86_400_000 + (day % 24) * 3_600_000);
    const days = await rowsOf<{ day: string }>(
      ctx.db,
      sql`select marketplace_day(instant)::text as day from unnest(${`{${instants.map((at) => new Date(at).toISOString()).join(',')}}`}::timestamptz[]) with ordinality as t(instant, i) order by i`,
    );
    expect(days.map((row) => row.day)).toEqual(instants.map((at) => localDayOf(new Date(at))));
  });

  it('reads with one statement text per figure whatever the stores and the period (each prepared once per connection)', async () => {
    const summaries = [
      { storeIds: vendorStoreIds, from: new Date('2026-01-01T00:00:00Z'), to: new Date('2026-02-01T00:00:00Z') },
      { storeIds: [bookingStoreId], from: new Date('2025-06-03T10:30:00Z'), to: new Date('2025-06-05T18:00:00Z') },
      { storeIds: [...vendorStoreIds, other.storeIds[0]!], from: new Date('2025-01-01T00:00:00Z'), to: new Date('2026-01-01T00:00:00Z') },
    ];
    const preparedOnConnection = (tx: Transaction) =>
      rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from pg_prepared_statements where name like 't\\_%'`);
    await ctx.db.transaction(async (tx) => {
      await dashboardSummary(tx, summaries[0]!, 'INR');
      const texts = namedTextCount();
      const [onConnection] = await preparedOnConnection(tx);
      for (const scope of summaries.slice(1)) await dashboardSummary(tx, scope, 'INR');
      expect(namedTextCount()).toBe(texts);
      if (process.env.TEST_DATABASE_URL) expect(await preparedOnConnection(tx)).toEqual([onConnection]);
    });
  });
});
