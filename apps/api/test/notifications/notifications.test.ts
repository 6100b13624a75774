import {
  catalogueEndpoints,
  catalogueLookupEndpoints,
  categoryEndpoints,
  fillPath,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  notificationEndpoints,
  notificationPageSchema,
  operatorEndpoints,
  payoutEndpoints,
  walletOperatorEndpoints,
  type Category,
  type Notification,
  type NotificationPage,
  type OrderDetail,
  type PayoutDetail,
} from '@dhub/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/mail-schema.js';
import { notifications } from '../../src/db/notifications-schema.js';
import { plans, subscriptions } from '../../src/db/plans-schema.js';
import { stores } from '../../src/db/schema.js';
import { notifyDocumentVerified } from '../../src/notify/notify.js';
import { warnOfEndingPlans } from '../../src/notify/plan-expiry.js';
import { demoBookingStore, booked, freeSlots } from '../helpers/bookings.js';
import { adminToken, call, createVendor, demoToken, UNKNOWN_ID, type TestVendor } from '../helpers/catalogue.js';
import { act, customerToken, demoGrocery, placed } from '../helpers/orders.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { afterAll, beforeAll } from 'vitest';
import { answered, openedTicket } from '../support/tickets.js';
import { HEARD } from '../helpers/heard.js';

// Earnings available at once and a ₹1 minimum payout: a payout can be paid within the test.
let ctx: TestContext;
let vendor: string;
let admin: string;
let customer: string;
let other: TestVendor;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WALLET_HOLD_SECONDS: '0', WALLET_PAYOUT_MINIMUM: '100' } });
  vendor = await demoToken(ctx);
  admin = await adminToken(ctx);
  customer = await customerToken(ctx);
  other = await createVendor(ctx, ['grocery']);
});
afterAll(() => ctx?.close());

const list = async (query = '', token = vendor): Promise<NotificationPage> =>
  notificationPageSchema.parse((await call(ctx, 'GET', `${notificationEndpoints.list.path}${query}`, token)).json());
const unread = async (token = vendor) =>
  (await call(ctx, 'GET', notificationEndpoints.unread.path, token)).json<{ unread: number }>().unread;
/** A paid plan of the store's service. */
const paidPlanOf = async (storeId: string) => {
  const [store] = await ctx.db.select({ serviceId: stores.serviceId }).from(stores).where(eq(stores.id, storeId));
  const [plan] = await ctx.db
    .select()
    .from(plans)
    .where(and(eq(plans.serviceId, store!.serviceId), sql`${plans.price} > 0`))
    .limit(1);
  return plan;
};
/** The latest notification of a type of the vendor (`token`). */
const latest = async (type: string, token = vendor): Promise<Notification | undefined> =>
  (await list(`?type=${type}&limit=1`, token)).items[0];
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('notifications are created by real events, in their transaction', () => {
  it('a product request approved or rejected by the operator', async () => {
    const categories = (await call(ctx, 'GET', `${catalogueLookupEndpoints.categories.path}?vertical=grocery`)).json<{
      items: Category[];
    }>();
    const staples = categories.items.find((category) => category.name === 'Staples')!;
    const request = async (name: string) => {
      const response = await call(ctx, 'POST', catalogueEndpoints('grocery').requestProduct.path, other.token, {
        name,
        categoryId: staples._id,
        price: 5000,
        stock: 3,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ request: { _id: string } }>().request._id;
    };
    const operator = operatorEndpoints('grocery');
    const approved = await request('Kodo Millet 1 kg');
    await call(ctx, 'POST', fillPath(operator.approveRequest.path, { id: approved }), admin, {});
    expect(await latest('requestApproved', other.token)).toMatchObject({
      params: { name: 'Kodo Millet 1 kg', store: 'Rao grocery store 1' },
      storeId: other.storeIds[0],
      link: '/product-request-list',
      readAt: null,
    });
    const rejected = await request('Unknown Brand Rice');
    await call(ctx, 'POST', fillPath(operator.rejectRequest.path, { id: rejected }), admin, { reason: 'Brand not verified' });
    expect(await latest('requestRejected', other.token)).toMatchObject({
      params: { name: 'Unknown Brand Rice', reason: 'Brand not verified' },
    });
  });

  it('a long reason in any script is kept whole, and cut on the live channel (its payload has a limit of 8,000 bytes)', async () => {
    const category = (await call(ctx, 'POST', categoryEndpoints.addCategory.path, other.token, { name: 'Long reasons' })).json<{
      category: Category;
    }>().category;
    // Each of these takes 6 bytes in JSON ("\u0001"): 2,000 of them were 12,000 bytes, and the rejection failed.
    const reason = `Refused ${'\u0001'.repeat(1992)}`;
    const answer = await call(ctx, 'POST', fillPath(categoryEndpoints.adminReject.path, { id: category._id }), admin, { reason });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await latest('categoryRejected', other.token))!.params.reason).toBe(reason);
  });

  it('a category request approved or rejected (its level decides the page)', async () => {
    const category = (await call(ctx, 'POST', categoryEndpoints.addCategory.path, other.token, { name: 'Millets' })).json<{
      category: Category;
    }>().category;
    await call(ctx, 'POST', fillPath(categoryEndpoints.adminReject.path, { id: category._id }), admin, { reason: 'Use Staples' });
    expect(await latest('categoryRejected', other.token)).toMatchObject({
      params: { name: 'Millets', reason: 'Use Staples' },
      link: '/reject-categories',
    });
    const second = (await call(ctx, 'POST', categoryEndpoints.addCategory.path, other.token, { name: 'Organic' })).json<{
      category: Category;
    }>().category;
    await call(ctx, 'POST', fillPath(categoryEndpoints.adminApprove.path, { id: second._id }), admin, {});
    expect(await latest('categoryApproved', other.token)).toMatchObject({ params: { name: 'Organic' }, link: '/pending-categories' });
  });

  it('a new order and a new booking, each linking to it; not for another vendor', async () => {
    const store = await demoGrocery(ctx);
    const before = await unread();
    const order = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity: 1 }] });
    expect(await latest('newOrder')).toMatchObject({
      params: { number: order.number },
      link: `/orders/${order._id}`,
      storeId: store.storeId,
    });
    const bookingStore = await demoBookingStore(ctx);
    const [slot] = await freeSlots(ctx, vendor, bookingStore);
    const booking = await booked(ctx, customer, { storeId: bookingStore, slotId: slot!.slotId, date: slot!.date });
    expect(await latest('newBooking')).toMatchObject({
      params: { number: booking.number },
      link: `/all-service-orders/order-details?id=${booking._id}`,
    });
    expect(await unread()).toBe(before + 2);
    expect((await list('?type=newOrder', other.token)).total).toBe(0);
  });

  it('a payout paid, with its amount in paise and the bank reference', async () => {
    const store = await demoGrocery(ctx);
    const order = await placed(ctx, customer, {
      storeId: store.storeId,
      lines: [{ itemId: store.items[0]!.id, quantity: 1 }],
      paymentMethod: 'online',
    });
    for (const body of [
      { action: 'accept', prepMinutes: 15 },
      { action: 'markReady' },
      { action: 'dispatch' },
      { action: 'deliver' },
    ] as const) {
      expect((await act(ctx, vendor, order._id, body)).statusCode).toBe(200);
    }
    const settled = (await call(ctx, 'GET', `/vendor/orders/getOrderById/${order._id}`, vendor)).json<OrderDetail>();
    const amount = Math.min(settled.settlement!.net, 10_000);
    const requested = await call(ctx, 'POST', payoutEndpoints.add.path, vendor, { storeId: store.storeId, amount });
    expect(requested.statusCode, requested.body).toBe(201);
    const payout = requested.json<{ payout: PayoutDetail }>().payout;
    await call(ctx, 'POST', fillPath(walletOperatorEndpoints.approvePayout.path, { id: payout._id }), admin);
    expect(
      (await call(ctx, 'POST', fillPath(walletOperatorEndpoints.payPayout.path, { id: payout._id }), admin, { bankReference: 'UTR778899' }))
        .statusCode,
    ).toBe(200);
    expect(await latest('payoutPaid')).toMatchObject({ params: { amount, reference: 'UTR778899' }, link: `/payout?id=${payout._id}` });
  });

  it('a document verified (the documents’ review calls it in its transaction)', async () => {
    await ctx.db.transaction((tx) => notifyDocumentVerified(tx, other.storeIds[0]!, { document: 'PAN card' }));
    expect(await latest('documentVerified', other.token)).toMatchObject({
      params: { document: 'PAN card', store: 'Rao grocery store 1' },
      link: `/stores/${other.storeIds[0]}`,
    });
  });

  it('a paid plan ending within 7 days, once per subscription, noticed when the bell asks (any instance)', async () => {
    const vendorB = await createVendor(ctx, ['grocery']);
    const growth = await paidPlanOf(vendorB.storeIds[0]!);
    const subscribe = (startDays: number, endDays: number) =>
      ctx.db
        .insert(subscriptions)
        .values({
          storeId: vendorB.storeIds[0]!,
          planId: growth!.id,
          status: 'active',
          paymentMethod: 'wallet',
          price: growth!.price,
          paid: growth!.price,
          startsAt: sql`now() + make_interval(days => ${startDays})`,
          endsAt: sql`now() + make_interval(days => ${endDays})`,
        })
        .returning({ id: subscriptions.id });
    await subscribe(-20, 10); // ends in 10 days: not yet
    expect(await unread(vendorB.token)).toBe(0);
    await ctx.db.delete(subscriptions).where(eq(subscriptions.storeId, vendorB.storeIds[0]!));
    await subscribe(-27, 3);
    expect(await unread(vendorB.token)).toBe(1);
    expect(await unread(vendorB.token)).toBe(1); // once
    expect(await latest('planExpiring', vendorB.token)).toMatchObject({ params: { plan: growth!.name }, link: '/subscription' });
    // A renewal waiting after it: nothing to warn of for the next one.
    const vendorC = await createVendor(ctx, ['grocery']);
    await ctx.db.insert(subscriptions).values([
      {
        storeId: vendorC.storeIds[0]!,
        planId: growth!.id,
        status: 'active',
        paymentMethod: 'wallet',
        price: 1,
        paid: 1,
        startsAt: sql`now() - interval '27 days'`,
        endsAt: sql`now() + interval '3 days'`,
      },
      {
        storeId: vendorC.storeIds[0]!,
        planId: growth!.id,
        status: 'active',
        paymentMethod: 'wallet',
        price: 1,
        paid: 1,
        startsAt: sql`now() + interval '3 days'`,
        endsAt: sql`now() + interval '33 days'`,
      },
    ]);
    expect(await unread(vendorC.token)).toBe(0);
  });

  it('a plan ending is also noticed by the periodic job, for a vendor who never opens the portal, once whichever instance runs it', async () => {
    const vendorE = await createVendor(ctx, ['grocery']);
    const growth = await paidPlanOf(vendorE.storeIds[0]!);
    await ctx.db.insert(subscriptions).values({
      storeId: vendorE.storeIds[0]!,
      planId: growth!.id,
      status: 'active',
      paymentMethod: 'wallet',
      price: growth!.price,
      paid: growth!.price,
      startsAt: sql`now() - interval '28 days'`,
      endsAt: sql`now() + interval '2 days'`,
    });
    const warned = () =>
      ctx.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, vendorE.userId), eq(notifications.type, 'planExpiring')));
    expect(await warned()).toHaveLength(0);
    // Two instances' jobs at once: one warning.
    const [first, second] = await Promise.all([warnOfEndingPlans(ctx.db), warnOfEndingPlans(ctx.db)]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await warned()).toHaveLength(1);
    // Already warned: the next run does not even read it again.
    expect(await warnOfEndingPlans(ctx.db)).toBe(0);
  });
});

describe('the vendor reads its notifications', () => {
  it('lists them newest first with the unread count, filters by read state and type, marks one or all read; only its own', async () => {
    const vendorD = await createVendor(ctx, ['grocery']);
    for (const document of ['PAN card', 'Aadhaar card', 'GST bill']) {
      await ctx.db.transaction((tx) => notifyDocumentVerified(tx, vendorD.storeIds[0]!, { document }));
    }
    const page = await list('', vendorD.token);
    expect(page).toMatchObject({ total: 3, unread: 3 });
    expect(page.items.map((item) => item.params.document)).toEqual(['GST bill', 'Aadhaar card', 'PAN card']);
    const first = page.items[0]!;
    expect((await call(ctx, 'POST', fillPath(notificationEndpoints.markRead.path, { id: first._id }), other.token)).statusCode).toBe(404);
    const read = await call(ctx, 'POST', fillPath(notificationEndpoints.markRead.path, { id: first._id }), vendorD.token);
    expect(read.json()).toMatchObject({ unread: 2, notification: { _id: first._id } });
    expect(read.json<{ notification: Notification }>().notification.readAt).not.toBeNull();
    expect((await list('?state=read', vendorD.token)).items.map((item) => item._id)).toEqual([first._id]);
    expect(await list('?state=unread&limit=1', vendorD.token)).toMatchObject({
      total: 2,
      items: [{ params: { document: 'Aadhaar card' } }],
    });
    expect((await list('?type=newOrder', vendorD.token)).total).toBe(0);
    const all = await call(ctx, 'POST', notificationEndpoints.markAllRead.path, vendorD.token, {});
    expect(all.json()).toEqual({ message: NOTIFICATION_MESSAGES.notificationsAllRead, unread: 0 });
    expect(await unread(vendorD.token)).toBe(0);
    expect((await call(ctx, 'POST', fillPath(notificationEndpoints.markRead.path, { id: UNKNOWN_ID }), vendorD.token)).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'GET', `${notificationEndpoints.list.path}?limit=1000`, vendorD.token)).statusCode).toBe(400);
    expect((await call(ctx, 'GET', `${notificationEndpoints.list.path}?type=nope`, vendorD.token)).statusCode).toBe(400);
  });
});

describe('e-mail, per type, as the vendor chooses', () => {
  it('has a choice for every type (the defaults first) and keeps what it saves', async () => {
    const vendorE = await createVendor(ctx, ['grocery']);
    const defaults = (await call(ctx, 'GET', notificationEndpoints.preferences.path, vendorE.token)).json<{
      items: { type: string; email: boolean }[];
    }>();
    expect(defaults.items.map((item) => item.type)).toEqual([...NOTIFICATION_TYPES]);
    expect(defaults.items.find((item) => item.type === 'newOrder')!.email).toBe(false);
    expect(defaults.items.find((item) => item.type === 'ticketReply')!.email).toBe(true);
    const saved = await call(ctx, 'PUT', notificationEndpoints.savePreferences.path, vendorE.token, {
      items: [
        { type: 'newOrder', email: true },
        { type: 'ticketReply', email: false },
      ],
    });
    expect(saved.json()).toMatchObject({ message: NOTIFICATION_MESSAGES.notificationPreferencesSaved });
    const now = (await call(ctx, 'GET', notificationEndpoints.preferences.path, vendorE.token)).json<{
      items: { type: string; email: boolean }[];
    }>();
    expect(now.items.filter((item) => ['newOrder', 'ticketReply'].includes(item.type))).toEqual([
      { type: 'newOrder', email: true },
      { type: 'ticketReply', email: false },
    ]);
    expect(
      (await call(ctx, 'PUT', notificationEndpoints.savePreferences.path, vendorE.token, { items: [{ type: 'nope', email: true }] }))
        .statusCode,
    ).toBe(400);
    const twice = await call(ctx, 'PUT', notificationEndpoints.savePreferences.path, vendorE.token, {
      items: [
        { type: 'newOrder', email: true },
        { type: 'newOrder', email: false },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ fieldCodes: { items: 'notificationTypeTwice' } });
  });

  it('mails a notification once (after its commit) when its type is wanted, not when it is not', async () => {
    const wants = await createVendor(ctx, ['grocery']);
    const ticket = await openedTicket(ctx, wants.token, { subject: 'Commission looks wrong' });
    await answered(ctx, admin, ticket._id, 'We checked it.');
    await expect.poll(async () => (await mailsTo(wants.email)).length, HEARD).toBe(1);
    const [mail] = await mailsTo(wants.email);
    expect(mail).toMatchObject({
      subject: 'Support answered',
      text: `Support answered your ticket #${ticket.number}: “Commission looks wrong”.`,
    });
    const [row] = await ctx.db.select().from(notifications).where(eq(notifications.userId, wants.userId));
    expect(row!.emailedAt).not.toBeNull();

    const declines = await createVendor(ctx, ['grocery']);
    await call(ctx, 'PUT', notificationEndpoints.savePreferences.path, declines.token, { items: [{ type: 'ticketReply', email: false }] });
    const quiet = await openedTicket(ctx, declines.token);
    await answered(ctx, admin, quiet._id, 'Done.');
    await expect
      .poll(
        async () => (await ctx.db.select().from(notifications).where(eq(notifications.userId, declines.userId)))[0]?.emailedAt ?? null,
        HEARD,
      )
      .not.toBeNull();
    expect(await mailsTo(declines.email)).toEqual([]);
    expect((await list('', declines.token)).total).toBe(1); // still notified in the portal
  });
});
