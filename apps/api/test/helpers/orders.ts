import {
  authEndpoints,
  customerEndpoints,
  fillPath,
  orderEndpoints,
  type OrderActionBody,
  type OrderDetail,
  type PlaceOrder,
} from '@dhub/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import { storeItems } from '../../src/db/catalogue-schema.js';
import { stores, users } from '../../src/db/schema.js';
import { call, createVendor, demoToken, type TestVendor } from './catalogue.js';
import { uniqueEmail } from './registration.js';
import { useTestApp, type TestContext } from './test-app.js';

export const ADDRESS = { name: 'Ravi Kumar', phone: '+919876543210', line1: '12 MG Road', city: 'Bengaluru', pincode: '560038' };

/** A new customer account, signed up through the API; its token. */
export async function customerToken(ctx: TestContext, name = 'Ravi Kumar'): Promise<string> {
  const response = await call(ctx, 'POST', authEndpoints.customerRegister.path, undefined, {
    name,
    email: uniqueEmail('customer'),
    phone: '+919876543210',
    password: 'Customer2024',
  });
  if (response.statusCode !== 201) throw new Error(`customer sign-up: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

/** The demo vendor's grocery store and its in-stock items (id, price in paise as the catalogue keeps it, stock), by id. */
export async function demoGrocery(ctx: TestContext) {
  const [vendor] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, ctx.config.demoVendor.email));
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.vendorId, vendor!.id)).orderBy(asc(stores.createdAt));
  const items = await ctx.db
    .select({ id: storeItems.id, price: storeItems.price, stock: storeItems.stock })
    .from(storeItems)
    .where(and(eq(storeItems.storeId, store!.id), gt(storeItems.stock, 20), eq(storeItems.isAvailable, true)))
    .orderBy(asc(storeItems.id));
  return { storeId: store!.id, items };
}

export async function stockOf(ctx: TestContext, itemId: string): Promise<number> {
  const [row] = await ctx.db.select({ stock: storeItems.stock }).from(storeItems).where(eq(storeItems.id, itemId));
  return row!.stock;
}

export function place(ctx: TestContext, token: string, body: Partial<PlaceOrder> & Pick<PlaceOrder, 'storeId' | 'lines'>) {
  return call(ctx, 'POST', customerEndpoints.placeOrder.path, token, { address: ADDRESS, paymentMethod: 'cod', ...body });
}

export async function placed(
  ctx: TestContext,
  token: string,
  body: Partial<PlaceOrder> & Pick<PlaceOrder, 'storeId' | 'lines'>,
): Promise<OrderDetail> {
  const response = await place(ctx, token, body);
  if (response.statusCode !== 201) throw new Error(`place order: ${response.statusCode} ${response.body}`);
  return response.json<OrderDetail>();
}

export const act = (ctx: TestContext, token: string, id: string, body: OrderActionBody) =>
  call(ctx, 'POST', fillPath(orderEndpoints.act.path, { id }), token, body);

/** What the orders' test files share: the demo vendor, a customer, another vendor, the demo grocery store. */
export interface OrdersSuite {
  ctx: TestContext;
  vendor: string;
  customer: string;
  other: TestVendor;
  store: Awaited<ReturnType<typeof demoGrocery>>;
}

/** The test file's app with an OrdersSuite, handed to `ready` before its tests. */
export function useOrdersApp(ready: (suite: OrdersSuite) => unknown): void {
  useTestApp(async (ctx) => {
    const suite: OrdersSuite = {
      ctx,
      vendor: await demoToken(ctx),
      customer: await customerToken(ctx),
      other: await createVendor(ctx, ['grocery']),
      store: await demoGrocery(ctx),
    };
    await ready(suite);
  });
}
