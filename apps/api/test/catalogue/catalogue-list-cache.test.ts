import { catalogueEndpoints, fillPath, variationEndpoints, type Paginated, type StoreItem } from '@dhub/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, masterProducts } from '../../src/db/catalogue-schema.js';
import { stores } from '../../src/db/schema.js';
import { storeListCache } from '../../src/db/search-cache-schema.js';
import { call, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const groceryVariations = variationEndpoints('grocery')!;

let ctx: TestContext;
let demo: string;
let other: TestVendor;
useCatalogueApp({ vendor: ['grocery'] }, (suite) => ({ ctx, demo, other } = suite));

async function myList(query = 'sort=price&order=desc&limit=5', token = demo): Promise<Paginated<StoreItem>> {
  const response = await call(ctx, 'GET', `${grocery.myList.path}?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const cachedPages = async () => (await ctx.db.select({ n: count() }).from(storeListCache))[0]!.n;

describe('my list pages shared through the database', () => {
  it('keeps one page per store and normalised query, and answers it again', async () => {
    const before = await cachedPages();
    const first = await myList('searchQuery=a&sort=price&order=desc&limit=5');
    expect(first.items.length).toBeGreaterThan(0);
    expect(await cachedPages()).toBe(before + 1);
    const again = await myList('searchQuery=%20A%20&sort=price&order=desc&limit=5');
    expect(again).toEqual(first);
    expect(await cachedPages()).toBe(before + 1);
    // Another store's list with the same query is its own page, never the demo store's.
    const theirs = await myList('searchQuery=a&sort=price&order=desc&limit=5', other.token);
    expect(theirs.total).toBe(0);
    expect(await cachedPages()).toBe(before + 2);
    // Past the first pages, read each time (not written).
    await myList('searchQuery=a&sort=price&order=desc&limit=1&page=6');
    expect(await cachedPages()).toBe(before + 2);
  });

  it("shows every change to the store's items at once: an update, a variation, a removal", async () => {
    const [item] = (await myList()).items;
    const price = item!.price - 1;
    const update = await call(ctx, 'PUT', fillPath(grocery.update.path, { id: item!._id }), demo, { price });
    expect(update.statusCode, update.body).toBe(200);
    expect((await myList()).items.find((row) => row._id === item!._id)?.price).toBe(price);

    const variation = await call(ctx, 'POST', fillPath(groceryVariations.addVariation.path, { itemId: item!._id }), demo, {
      name: 'Family pack',
      price: 100,
      stock: 1,
    });
    expect(variation.statusCode, variation.body).toBe(201);
    expect((await myList()).items.find((row) => row._id === item!._id)?.variationCount).toBe(item!.variationCount + 1);

    const before = await myList();
    const removed = await call(ctx, 'DELETE', fillPath(grocery.delete.path, { id: item!._id }), demo);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await myList();
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((row) => row._id)).not.toContain(item!._id);
  });

  it('shows a renamed store, product or category at once', async () => {
    const [item] = (await myList()).items;
    const { storeId, product } = item!;
    await ctx.db.update(stores).set({ name: 'Sharma Daily Needs' }).where(eq(stores.id, storeId));
    expect((await myList()).items[0]!.storeName).toBe('Sharma Daily Needs');

    await ctx.db
      .update(masterProducts)
      .set({ name: `${product.name} (new pack)` })
      .where(eq(masterProducts.id, product._id));
    expect((await myList()).items[0]!.product.name).toBe(`${product.name} (new pack)`);
    // The sort by name follows too (it walks the item's copy of the name).
    await ctx.db.update(masterProducts).set({ name: '000 First by name' }).where(eq(masterProducts.id, product._id));
    expect((await myList('sort=name&order=asc&limit=1')).items[0]!._id).toBe(item!._id);

    const category = product.category!;
    await ctx.db.update(categories).set({ name: 'Everyday staples' }).where(eq(categories.id, category._id));
    expect((await myList()).items[0]!.product.category).toEqual({ _id: category._id, name: 'Everyday staples' });
    await ctx.db.update(categories).set({ name: category.name }).where(eq(categories.id, category._id));
  });
});
