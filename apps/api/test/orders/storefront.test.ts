import { customerEndpoints, fillPath, paginatedSchema, storefrontItemSchema, storefrontStoreSchema } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/catalogue.js';
import { customerToken, demoGrocery } from '../helpers/orders.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let customer: string;
let store: Awaited<ReturnType<typeof demoGrocery>>;
useTestApp(async (created) => {
  ctx = created;
  customer = await customerToken(ctx);
  store = await demoGrocery(ctx);
});

const stores = async (query: string) => {
  const response = await call(ctx, 'GET', `${customerEndpoints.stores.path}${query}`, customer);
  expect(response.statusCode, response.body).toBe(200);
  return paginatedSchema(storefrontStoreSchema).parse(response.json());
};
const items = async (query = '', storeId = store.storeId) => {
  const response = await call(ctx, 'GET', `${fillPath(customerEndpoints.storeItems.path, { storeId })}${query}`, customer);
  expect(response.statusCode, response.body).toBe(200);
  return paginatedSchema(storefrontItemSchema).parse(response.json());
};

describe('the storefront', () => {
  it('lists the stores taking orders, by the pincode they deliver to, with the delivery charge in paise', async () => {
    const near = await stores('?pincode=560038');
    expect(near.items.find((row) => row._id === store.storeId)).toMatchObject({ deliveryCharge: 3000, kind: 'grocery' });
    expect((await stores('?pincode=110001')).items.some((row) => row._id === store.storeId)).toBe(false);
    // Pincodes compare without spaces or dashes, as the order's check does.
    await ctx.db.execute(sql`update stores set delivery_pincodes = '["560 038", "560008"]'::jsonb where id = ${store.storeId}`);
    expect((await stores('?pincode=560038')).items.some((row) => row._id === store.storeId)).toBe(true);
    await ctx.db.execute(
      sql`update stores set delivery_pincodes = '["560038", "560008", "560071", "560075"]'::jsonb where id = ${store.storeId}`,
    );
    await ctx.db.execute(sql`update stores set shop_open = false where id = ${store.storeId}`);
    expect((await stores('?pincode=560038')).items.some((row) => row._id === store.storeId)).toBe(false);
    await ctx.db.execute(sql`update stores set shop_open = true where id = ${store.storeId}`);
  });

  it("pages a store's products on sale, in paise, without the unavailable or sold-out ones", async () => {
    const [sold, hidden] = [store.items[0]!, store.items[1]!];
    await ctx.db.execute(
      sql`update store_items set stock = 0 where id = ${sold.id} and not exists (select 1 from store_item_variations v where v.item_id = ${sold.id})`,
    );
    await ctx.db.execute(sql`update store_items set is_available = false where id = ${hidden.id}`);
    const all: Awaited<ReturnType<typeof items>>['items'] = [];
    for (let page = 1; ; page++) {
      const next = await items(`?limit=100&page=${page}`);
      all.push(...next.items);
      if (all.length >= next.total || next.items.length === 0) break;
    }
    expect(all.length).toBeGreaterThan(10);
    const ids = all.map((row) => row._id);
    expect(ids).not.toContain(hidden.id);
    expect(all.every((row) => row.stock > 0 || row.variations.some((variation) => variation.stock > 0))).toBe(true);
    expect(all.find((row) => row._id === store.items[2]!.id)?.price).toBe(store.items[2]!.price);
    const page2 = await items('?limit=5&page=2');
    expect(page2.items.map((row) => row._id)).toEqual(ids.slice(5, 10));
    const rice = await items('?searchQuery=RICE&limit=100');
    expect(rice.items.length).toBeGreaterThan(0);
    expect(rice.items.every((row) => row.name.toLowerCase().includes('rice'))).toBe(true);
  });

  it('answers 404 for a store that does not exist', async () => {
    const response = await call(
      ctx,
      'GET',
      fillPath(customerEndpoints.storeItems.path, { storeId: '00000000-0000-4000-8000-000000000000' }),
      customer,
    );
    expect(response.json()).toMatchObject({ code: 'shopNotFound' });
  });
});
