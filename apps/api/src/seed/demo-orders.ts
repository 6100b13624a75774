import { addCouponSchema, type EditCouponBody, type OrderActionBody } from '@dhub/contract';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { storeItems } from '../db/catalogue-schema.js';
import type { Database } from '../db/client.js';
import { orderEvents, orders, settlements } from '../db/orders-schema.js';
import { services, stores, users } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';
import { addCoupon } from '../modules/coupons/coupon-service.js';
import { placeOrder } from '../modules/orders/place-order.js';
import { actOnOrder, ofStores } from '../modules/orders/transitions.js';

/** The demo customers (password Customer@123): the marketplace's app would sign them in. */
const DEMO_CUSTOMERS = [
  { name: 'Asha Nair', email: 'asha.nair@example.com', phone: '+919812345601' },
  { name: 'Rahul Verma', email: 'rahul.verma@example.com', phone: '+919812345602' },
  { name: 'Fatima Sheikh', email: 'fatima.sheikh@example.com', phone: '+919812345603' },
];
const ADDRESSES = [
  { line1: '4 Church Street', city: 'Bengaluru', pincode: '560008' },
  { line1: '18 Indiranagar 100 Ft Road', city: 'Bengaluru', pincode: '560038' },
  { line1: '7 Koramangala 5th Block', city: 'Bengaluru', pincode: '560071' },
];

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The demo store's coupons: in use, free delivery, one to come and one past. */
const DEMO_COUPONS: EditCouponBody[] = [
  {
    code: 'WELCOME10',
    title: '10% off your first order',
    kind: 'percent',
    value: 10,
    maxDiscount: 7_500,
    minOrder: 9_900,
    perCustomerLimit: 1,
    totalLimit: 500,
    startsAt: daysFromNow(-10),
    endsAt: daysFromNow(50),
  },
  { code: 'FREEDEL', title: 'Free delivery', kind: 'freeDelivery', minOrder: 4_900, startsAt: daysFromNow(-10), endsAt: daysFromNow(80) },
  {
    code: 'WEEKEND50',
    title: '₹50 off this weekend',
    kind: 'flat',
    value: 5_000,
    minOrder: 50_000,
    startsAt: daysFromNow(3),
    endsAt: daysFromNow(5),
  },
  {
    code: 'DIWALI20',
    title: 'Diwali 20% off',
    kind: 'percent',
    value: 20,
    maxDiscount: 20_000,
    startsAt: daysFromNow(-40),
    endsAt: daysFromNow(-10),
  },
];

/** Each demo order: how many days ago, the vendor's actions after placing it, and its coupon. */
const STORY: { daysAgo: number; actions: OrderActionBody[]; coupon?: string }[] = [
  { daysAgo: 0, actions: [] },
  { daysAgo: 0, actions: [] },
  { daysAgo: 0, actions: [{ action: 'accept', prepMinutes: 20 }] },
  { daysAgo: 0, actions: [{ action: 'accept', prepMinutes: 15 }, { action: 'startPreparing' }] },
  { daysAgo: 0, actions: [{ action: 'accept', prepMinutes: 10 }, { action: 'markReady' }, { action: 'dispatch' }] },
  ...[1, 1, 2, 3, 4, 5, 6].map((daysAgo, index) => ({
    daysAgo,
    coupon: index === 0 ? 'WELCOME10' : index % 3 === 2 ? 'FREEDEL' : undefined,
    actions: [
      { action: 'accept', prepMinutes: 15 },
      { action: 'markReady' },
      { action: 'dispatch' },
      { action: 'deliver' },
    ] as OrderActionBody[],
  })),
  { daysAgo: 2, actions: [{ action: 'reject', reason: 'Out of stock for the brand asked for' }] },
];

/**
 * A first start's orders for the demo vendor's grocery store, placed and moved on through the same
 * code as real ones (stock taken, timelines kept), then dated over the last week. Skipped when the
 * store has orders (or no items).
 */
export async function seedDemoOrders(db: Database, demoEmail: string): Promise<boolean> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.vendorId))
    .innerJoin(services, eq(services.id, stores.serviceId))
    .where(and(eq(users.email, demoEmail), eq(services.kind, 'grocery')))
    .orderBy(asc(stores.createdAt))
    .limit(1);
  if (!store) return false;
  const [existing] = await db.select({ n: count() }).from(orders).where(eq(orders.storeId, store.id));
  if ((existing?.n ?? 0) > 0) return false;
  const items = await db
    .select({ id: storeItems.id })
    .from(storeItems)
    .where(and(eq(storeItems.storeId, store.id), gt(storeItems.stock, 10), eq(storeItems.isAvailable, true)))
    .orderBy(asc(storeItems.createdAt))
    .limit(12);
  if (items.length < 3) return false;

  const passwordHash = await hashPassword('Customer@123');
  const customers = await db
    .insert(users)
    .values(DEMO_CUSTOMERS.map((customer) => ({ ...customer, role: 'customer' as const, passwordHash })))
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name, phone: users.phone });
  if (customers.length === 0) return false;

  for (const coupon of DEMO_COUPONS) await addCoupon(db, [store.id], addCouponSchema.parse({ ...coupon, storeId: store.id }));
  for (const [index, { daysAgo, actions, coupon }] of STORY.entries()) {
    const customer = customers[index % customers.length]!;
    const lines = [0, 1, 2]
      .slice(0, 1 + (index % 3))
      .map((offset) => ({ itemId: items[(index + offset * 4) % items.length]!.id, quantity: 1 + ((index + offset) % 3) }));
    const order = await placeOrder(db, customer.id, {
      storeId: store.id,
      lines,
      address: { name: customer.name, phone: customer.phone!, ...ADDRESSES[index % ADDRESSES.length]! },
      paymentMethod: index % 2 ? 'online' : 'cod',
      note: index === 0 ? 'Please call when you reach the gate.' : undefined,
      couponCode: coupon,
    });
    for (const body of actions) await actOnOrder(db, ofStores([store.id]), order._id, body);
    if (daysAgo > 0) {
      // The whole story moves back together: that many days and a few hours earlier.
      const shift = sql`make_interval(days => ${daysAgo}, hours => ${index % 5})`;
      await db
        .update(orders)
        .set({
          placedAt: sql`${orders.placedAt} - ${shift}`,
          acceptBy: sql`${orders.acceptBy} - ${shift}`,
          acceptedAt: sql`${orders.acceptedAt} - ${shift}`,
          readyBy: sql`${orders.readyBy} - ${shift}`,
          updatedAt: sql`${orders.updatedAt} - ${shift}`,
        })
        .where(eq(orders.id, order._id));
      await db
        .update(orderEvents)
        .set({ at: sql`${orderEvents.at} - ${shift}` })
        .where(inArray(orderEvents.orderId, [order._id]));
      await db
        .update(settlements)
        .set({ settledAt: sql`${settlements.settledAt} - ${shift}` })
        .where(eq(settlements.orderId, order._id));
    }
  }
  return true;
}
