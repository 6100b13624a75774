import {
  CATALOGUE_MESSAGES,
  catalogueEndpoints,
  variationEndpoints,
  fillPath,
  type MasterProduct,
  type StoreItem,
  type Variation,
} from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deletedStoreItems } from '../../src/db/catalogue-schema.js';
import { call, UNKNOWN_ID, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const groceryVariations = variationEndpoints('grocery')!;
const medicine = catalogueEndpoints('medicine');
type Detail = StoreItem & { variations: Variation[] };

let ctx: TestContext;
let demo: string;
let other: TestVendor;
useCatalogueApp({ vendor: ['grocery'] }, (suite) => ({ ctx, demo, other } = suite));

const used = new Set<string>();
/** A grocery master product the demo store does not sell (and no other test of this file took). */
async function freshProduct(): Promise<MasterProduct> {
  const response = await call(ctx, 'GET', `${grocery.masterSearch.path}?limit=100&searchQuery=a`, demo);
  const product = response.json<{ items: MasterProduct[] }>().items.find((item) => !item.myItemId && !used.has(item._id));
  if (!product) throw new Error('no product left');
  used.add(product._id);
  return product;
}

async function addItem(sku: string, productId?: string): Promise<string> {
  const masterProductId = productId ?? (await freshProduct())._id;
  const body = { masterProductId, price: 4_050, mrp: 4_500, discount: 5, stock: 12, sku, lowStockThreshold: 3, isAvailable: false };
  const response = await call(ctx, 'POST', grocery.addToMyList.path, demo, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ item: StoreItem }>().item._id;
}

const detail = async (id: string, token = demo) => call(ctx, 'GET', fillPath(grocery.getById.path, { id }), token);
const remove = (id: string) => call(ctx, 'DELETE', fillPath(grocery.delete.path, { id }), demo);
const restore = (id: string, token = demo, paths = grocery) => call(ctx, 'POST', fillPath(paths.restore.path, { id }), token);
const archived = async () => (await ctx.db.select({ id: deletedStoreItems.id }).from(deletedStoreItems)).map((row) => row.id);

describe('delete and restore an item of my list', () => {
  it('restores the same id, values, SKU and variations (with their ids)', async () => {
    const id = await addItem('RESTORE-1');
    for (const name of ['Small', 'Large']) {
      const added = await call(ctx, 'POST', fillPath(groceryVariations.addVariation.path, { itemId: id }), demo, {
        name,
        attributes: { size: name },
        price: name === 'Small' ? 3_099 : 6_050,
        stock: 4,
        sku: `RESTORE-1-${name}`,
      });
      expect(added.statusCode).toBe(201);
    }
    const before = (await detail(id)).json<{ item: Detail }>().item;
    expect(before.variations).toHaveLength(2);

    expect((await remove(id)).statusCode).toBe(200);
    expect((await detail(id)).statusCode).toBe(404);
    const list = await call(ctx, 'GET', `${grocery.myList.path}?limit=100&searchQuery=${encodeURIComponent(before.product.name)}`, demo);
    expect(list.json<{ items: StoreItem[] }>().items.map((item) => item._id)).not.toContain(id);
    expect(await archived()).toContain(id);

    const response = await restore(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: CATALOGUE_MESSAGES.itemRestored, item: before });
    expect((await detail(id)).json<{ item: Detail }>().item).toEqual(before);
    const listed = await call(ctx, 'GET', `${grocery.myList.path}?limit=100&searchQuery=${encodeURIComponent(before.product.name)}`, demo);
    expect(listed.json<{ items: StoreItem[] }>().items.find((item) => item._id === id)).toMatchObject({
      price: 4_050,
      stock: 12,
      sku: 'RESTORE-1',
      variationCount: 2,
    });
    expect(await archived()).not.toContain(id);
  });

  it('answers 404 to a second restore, an unknown id and an item still in the list', async () => {
    const id = await addItem('RESTORE-2');
    await remove(id);
    expect((await restore(id)).statusCode).toBe(200);
    const again = await restore(id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 'restoreNotFound', message: CATALOGUE_MESSAGES.restoreNotFound });
    expect((await restore(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await restore('not-an-id')).statusCode).toBe(400);
  });

  it("answers 404 to another vendor and to another vertical's path, and keeps the item restorable", async () => {
    const id = await addItem('RESTORE-3');
    await remove(id);
    expect((await restore(id, other.token)).statusCode).toBe(404);
    expect((await restore(id, demo, medicine)).statusCode).toBe(404);
    expect((await detail(id)).statusCode).toBe(404);
    expect((await restore(id)).statusCode).toBe(200);
  });

  it('answers 409 when the product was added again, and changes nothing', async () => {
    const product = await freshProduct();
    const id = await addItem('RESTORE-4', product._id);
    await remove(id);
    const again = await addItem('RESTORE-4B', product._id);
    const before = (await detail(again)).json();
    const response = await restore(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'restoreProductTaken', message: CATALOGUE_MESSAGES.restoreProductTaken });
    expect((await detail(again)).json()).toEqual(before);
    expect((await detail(id)).statusCode).toBe(404);
    expect(await archived()).toContain(id);
    // Once the new item is gone, the old one can come back.
    await remove(again);
    expect((await restore(id)).statusCode).toBe(200);
  });

  it('answers 409 when another item took the SKU', async () => {
    const id = await addItem('RESTORE-5');
    await remove(id);
    const taker = await addItem('RESTORE-5');
    const response = await restore(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'restoreSkuTaken', message: CATALOGUE_MESSAGES.restoreSkuTaken });
    expect((await detail(taker)).json<{ item: StoreItem }>().item.sku).toBe('RESTORE-5');
    expect(await archived()).toContain(id);
  });

  it('keeps deleted items 7 days: older ones cannot be restored and go on the next delete', async () => {
    const old = await addItem('RESTORE-6');
    await remove(old);
    await ctx.db
      .update(deletedStoreItems)
      .set({ deletedAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(deletedStoreItems.id, old));
    expect((await restore(old)).statusCode).toBe(404);
    expect(await archived()).toContain(old);

    const recent = await addItem('RESTORE-7');
    await remove(recent);
    const left = await archived();
    expect(left).not.toContain(old);
    expect(left).toContain(recent);
    expect((await restore(recent)).statusCode).toBe(200);
  });
});
