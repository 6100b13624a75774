import {
  productEndpoints,
  CATALOGUE_MESSAGES,
  CATALOGUE_PRICE_MAX,
  catalogueEndpoints,
  variationEndpoints,
  fillPath,
  paginatedSchema,
  masterProductSchema,
  storeItemSchema,
  type MasterProduct,
  type Paginated,
  type StoreItem,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeItems } from '../../src/db/catalogue-schema.js';
import { adminToken, call, createVendor, UNKNOWN_ID, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const groceryVariations = variationEndpoints('grocery')!;
const medicine = catalogueEndpoints('medicine');

let ctx: TestContext;
let demo: string;
let other: TestVendor;
useCatalogueApp({ vendor: ['grocery', 'medicine'] }, (suite) => ({ ctx, demo, other } = suite));

const get = (path: string, token = demo) => call(ctx, 'GET', path, token);
const qs = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

async function search(params: Record<string, string | number>, token = demo, path = grocery.masterSearch.path) {
  const response = await get(`${path}${qs(params)}`, token);
  expect(response.statusCode).toBe(200);
  return paginatedSchema(masterProductSchema).parse(response.json()) as Paginated<MasterProduct>;
}

async function myList(params: Record<string, string | number> = {}, token = demo) {
  const response = await get(`${grocery.myList.path}${qs(params)}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return paginatedSchema(storeItemSchema).parse(response.json()) as Paginated<StoreItem>;
}

/** A grocery master product the demo store does not sell yet. */
async function notInList(searchQuery = 'atta'): Promise<MasterProduct> {
  const { items } = await search({ searchQuery, limit: 100 });
  const product = items.find((item) => !item.myItemId);
  if (!product) throw new Error('every match is in the list');
  return product;
}

describe('master search', () => {
  it('finds partial words in any case, with the total and the refs', async () => {
    const lower = await search({ searchQuery: 'basmat' });
    const upper = await search({ searchQuery: 'BASMAT' });
    expect(lower.total).toBeGreaterThan(0);
    expect(upper.total).toBe(lower.total);
    expect(lower.items.every((item) => item.name.toLowerCase().includes('basmat'))).toBe(true);
    expect(lower.items[0]).toMatchObject({ vertical: 'grocery', category: { name: 'Staples' }, brand: expect.any(Object) });
    const middle = await search({ searchQuery: 'ooth' }); // Toothpaste
    expect(middle.items.some((item) => item.name.includes('Toothpaste'))).toBe(true);
  });

  it('treats LIKE wildcards literally and lists everything without a query', async () => {
    expect((await search({ searchQuery: '%' })).total).toBe(0);
    expect((await search({ searchQuery: '_' })).total).toBe(0);
    const all = await search({});
    expect(all.total).toBeGreaterThan(200);
    expect(all.items).toHaveLength(20);
    expect(all).toMatchObject({ page: 1, limit: 20 });
  });

  it('paginates: consecutive pages do not overlap, a page beyond the total is empty', async () => {
    const first = await search({ searchQuery: 'rice', limit: 3, page: 1 });
    const second = await search({ searchQuery: 'rice', limit: 3, page: 2 });
    expect(first.items.map((item) => item._id)).not.toEqual(expect.arrayContaining(second.items.map((item) => item._id)));
    const beyond = await search({ searchQuery: 'rice', limit: 3, page: 1000 });
    expect(beyond).toMatchObject({ items: [], page: 1000, total: first.total });
    const max = await search({ limit: 100 });
    expect(max.items).toHaveLength(100);
  });

  it('sorts by name either way (default ascending)', async () => {
    const names = (result: Paginated<MasterProduct>) => result.items.map((item) => item.name);
    // Collation-agnostic (PGlite and PostgreSQL locales differ): descending is ascending reversed.
    const ascending = names(await search({ searchQuery: 'dal', limit: 100 }));
    expect(ascending.length).toBeGreaterThan(5);
    expect(ascending[0]!.localeCompare(ascending.at(-1)!)).toBeLessThan(0);
    const descending = names(await search({ searchQuery: 'dal', limit: 100, sort: 'name', order: 'desc' }));
    expect(descending).toEqual([...ascending].reverse());
  });

  it('answers 400 for limit 0 or 101, page 0, a malformed filter id, an unknown sort', async () => {
    const queries: Record<string, string | number>[] = [
      { limit: 0 },
      { limit: 101 },
      { page: 0 },
      { page: 'x' },
      { categoryId: 'nope' },
      { sort: 'price' },
      { order: 'sideways' },
    ];
    for (const query of queries) {
      const response = await get(`${grocery.masterSearch.path}${qs(query)}`);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const limit = await get(`${grocery.masterSearch.path}?limit=101`);
    expect(limit.json()).toMatchObject({
      code: 'limitRange',
      message: CATALOGUE_MESSAGES.limitRange,
      errors: { limit: CATALOGUE_MESSAGES.limitRange },
      fieldCodes: { limit: 'limitRange' },
    });
  });

  it('filters by category (any level) and brand', async () => {
    const { items } = await search({ searchQuery: 'basmati', limit: 1 });
    const { category, childCategory, brand } = items[0]!;
    const byChild = await search({ categoryId: childCategory!._id, limit: 100 });
    expect(byChild.items.every((item) => item.childCategory?._id === childCategory!._id)).toBe(true);
    const byCategory = await search({ categoryId: category!._id, limit: 1 });
    expect(byCategory.total).toBeGreaterThan(byChild.total);
    const byBrand = await search({ brandId: brand!._id, limit: 100 });
    expect(byBrand.total).toBeGreaterThan(0);
    expect(byBrand.items.every((item) => item.brand?._id === brand!._id)).toBe(true);
    expect((await search({ categoryId: UNKNOWN_ID })).total).toBe(0);
  });

  it('marks the products already in the store list', async () => {
    const { items } = await myList({ limit: 1 });
    const name = items[0]!.product.name;
    const found = await search({ searchQuery: name });
    expect(found.items.find((item) => item.name === name)?.myItemId).toBe(items[0]!._id);
  });

  it('searches each vertical with its own path and products', async () => {
    const medicineVendor = other.token;
    const result = await search({ searchQuery: 'paraceta' }, medicineVendor, medicine.masterSearch.path);
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((item) => item.vertical === 'medicine')).toBe(true);
    expect(result.items[0]!.attributes).toMatchObject({ prescriptionRequired: true, composition: expect.stringContaining('Paracetamol') });
  });

  it('needs a vendor token and a store of the vertical', async () => {
    expect((await call(ctx, 'GET', grocery.masterSearch.path)).statusCode).toBe(401);
    expect((await get(grocery.masterSearch.path, await adminToken(ctx))).statusCode).toBe(403);
    const none = await get(medicine.masterSearch.path); // the demo vendor sells groceries only
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ code: 'storeNotFound', message: CATALOGUE_MESSAGES.storeNotFound });
    expect((await get(`${grocery.masterSearch.path}?storeId=${other.storeIds[0]}`)).statusCode).toBe(404);
  });
});

describe('my list', () => {
  it('starts with the seeded items: one low on stock, one out of stock, variations', async () => {
    const all = await myList({ limit: 100 });
    expect(all.total).toBe(30);
    expect(all.items.filter((item) => item.stockState === 'low')).toHaveLength(1);
    expect(all.items.filter((item) => item.stockState === 'out')).toHaveLength(1);
    expect(all.items.some((item) => item.variationCount === 2)).toBe(true);
    const low = await myList({ stockState: 'low' });
    expect(low.total).toBe(1);
    expect(low.items[0]!.stock).toBeLessThanOrEqual(low.items[0]!.lowStockThreshold);
    expect((await myList({ stockState: 'out' })).items.every((item) => item.stock === 0)).toBe(true);
    expect((await myList({ stockState: 'in' })).total).toBe(28);
    expect((await myList({ isAvailable: 'false' })).total).toBe(1);
  });

  it('searches, filters by brand and category, sorts both ways', async () => {
    const all = await myList({ limit: 100 });
    const sample = all.items[0]!;
    const word = sample.product.name.split(' ').at(-3)!.toUpperCase();
    const found = await myList({ searchQuery: word });
    expect(found.items.map((item) => item._id)).toContain(sample._id);
    const brand = await myList({ brandId: sample.product.brand!._id, limit: 100 });
    expect(brand.items.every((item) => item.product.brand?._id === sample.product.brand!._id)).toBe(true);
    const category = await myList({ categoryId: sample.product.category!._id, limit: 100 });
    expect(category.items.map((item) => item._id)).toContain(sample._id);
    const asc = (await myList({ sort: 'price', order: 'asc', limit: 100 })).items.map((item) => item.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await myList({ sort: 'name', order: 'desc', limit: 100 })).items.map((item) => item.product.name);
    expect(desc[0]! >= desc.at(-1)!).toBe(true);
  });

  it('paginates and rejects bad queries', async () => {
    const page = await myList({ limit: 7, page: 5 });
    expect(page).toMatchObject({ total: 30, page: 5, limit: 7 });
    expect(page.items).toHaveLength(2);
    // A page past the end still knows the total.
    expect(await myList({ limit: 7, page: 6 })).toMatchObject({ items: [], total: 30 });
    for (const query of ['limit=0', 'limit=101', 'stockState=some', 'sort=sku', 'order=up', 'isAvailable=maybe']) {
      expect((await get(`${grocery.myList.path}?${query}`)).statusCode, query).toBe(400);
    }
  });

  // The database reads a page one of two ways (walking the sort's index when many items match,
  // sorting the matches when few do): either way the pages are the whole list, sorted, cut.
  it('pages of every filter and sort are the sorted list cut in pages, however many items match', async () => {
    const { items: all } = await myList({ limit: 100 });
    const category = all[0]!.product.category!._id;
    const filters: Record<string, string>[] = [
      {},
      { stockState: 'in' },
      { stockState: 'low' },
      { stockState: 'out' },
      { categoryId: category },
      // A text search: the total counted from the items, not the groups.
      { searchQuery: 'a' },
    ];
    const sorts: { sort: string; order: 'asc' | 'desc'; key: (item: StoreItem) => string | number }[] = [
      { sort: 'price', order: 'asc', key: (item: StoreItem) => item.price },
      { sort: 'stock', order: 'desc', key: (item: StoreItem) => item.stock },
      { sort: 'name', order: 'asc', key: (item: StoreItem) => item.product.name },
      { sort: 'createdAt', order: 'asc', key: (item: StoreItem) => item.createdAt },
      { sort: 'updatedAt', order: 'desc', key: (item: StoreItem) => item.updatedAt },
    ];
    for (const filter of filters) {
      for (const { key, ...sort } of sorts) {
        const label = JSON.stringify({ ...filter, ...sort });
        const whole = await myList({ ...filter, ...sort, limit: 100 });
        expect(whole.total, label).toBeGreaterThan(0);
        const keys = whole.items.map(key);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys, label).toEqual(sort.order === 'asc' ? sorted : sorted.reverse());
        const pages: StoreItem[] = [];
        for (let page = 1; page <= Math.ceil(whole.total / 4); page++) {
          const cut = await myList({ ...filter, ...sort, limit: 4, page });
          expect(cut.total, label).toBe(whole.total);
          pages.push(...cut.items);
        }
        expect(
          pages.map((item) => item._id),
          label,
        ).toEqual(whole.items.map((item) => item._id));
      }
    }
  });

  it('a page far past the end is empty and keeps the total (the choice of reading stays in range)', async () => {
    const { total } = await myList({});
    expect(total).toBeGreaterThan(21); // end × total past 2^31 with the page below
    const far = await myList({ page: 1_000_000, limit: 100 });
    expect(far).toMatchObject({ items: [], page: 1_000_000, limit: 100, total });
  });

  it("is the vendor's own: another vendor sees only its (empty) list", async () => {
    expect((await myList({}, other.token)).total).toBe(0);
  });
});

describe('add, read, update, delete an item', () => {
  it('adds a master product with price, MRP (paise), discount, stock, SKU', async () => {
    const product = await notInList();
    const response = await call(ctx, 'POST', grocery.addToMyList.path, demo, {
      masterProductId: product._id,
      price: 27_050,
      mrp: 29_900,
      discount: 9.7,
      stock: 40,
      sku: 'TEST-ATTA-1',
      lowStockThreshold: 10,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message, item } = response.json<{ message: string; item: StoreItem }>();
    expect(message).toBe(CATALOGUE_MESSAGES.itemAdded);
    expect(item).toMatchObject({
      price: 27_050,
      mrp: 29_900,
      discount: 9.7,
      stock: 40,
      sku: 'TEST-ATTA-1',
      isAvailable: true,
      stockState: 'in',
    });
    expect(item.product._id).toBe(product._id);

    const again = await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: product._id, price: 1, mrp: 1, stock: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'alreadyInList', message: CATALOGUE_MESSAGES.alreadyInList });

    const detail = await get(fillPath(grocery.getById.path, { id: item._id }));
    expect(detail.statusCode).toBe(200);
    expect(detail.json().item).toMatchObject({ _id: item._id, variations: [] });
    // Stored as integer paise, answered as JSON integers.
    const [stored] = await ctx.db
      .select({ price: storeItems.price, mrp: storeItems.mrp })
      .from(storeItems)
      .where(eq(storeItems.id, item._id));
    expect(stored).toEqual({ price: 27_050, mrp: 29_900 });
    expect(detail.body).toContain('"price":27050,"mrp":29900,');
  });

  it('refuses a fraction of a paisa (e.g. rupees sent as 151.5) with a clear message, on add, update and variations', async () => {
    const product = await notInList('dal');
    const add = await call(ctx, 'POST', grocery.addToMyList.path, demo, {
      masterProductId: product._id,
      price: 151.5,
      mrp: 16_000,
      stock: 1,
    });
    expect(add.statusCode).toBe(400);
    expect(add.json()).toMatchObject({
      errors: { price: CATALOGUE_MESSAGES.priceWholePaise },
      fieldCodes: { price: 'priceWholePaise' },
    });
    const { items } = await myList({ limit: 1 });
    const item = items[0]!;
    const update = await call(ctx, 'PUT', fillPath(grocery.update.path, { id: item._id }), demo, { mrp: 19.99 });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ errors: { mrp: CATALOGUE_MESSAGES.priceWholePaise }, fieldCodes: { mrp: 'priceWholePaise' } });
    const variation = await call(ctx, 'POST', fillPath(groceryVariations.addVariation.path, { itemId: item._id }), demo, {
      name: 'Half',
      price: 0.5,
      stock: 1,
    });
    expect(variation.statusCode).toBe(400);
    expect(variation.json()).toMatchObject({ errors: { price: CATALOGUE_MESSAGES.priceWholePaise } });
    // Above ₹1,00,00,000: the range's message.
    const tooMuch = await call(ctx, 'PUT', fillPath(grocery.update.path, { id: item._id }), demo, { mrp: CATALOGUE_PRICE_MAX + 1 });
    expect(tooMuch.json()).toMatchObject({ errors: { mrp: CATALOGUE_MESSAGES.priceRange } });
    expect((await get(fillPath(grocery.getById.path, { id: item._id }))).json().item).toMatchObject({ price: item.price, mrp: item.mrp });
  });

  it('rejects bad bodies with field errors', async () => {
    const product = await notInList('dal');
    const cases: [object, string][] = [
      [{ masterProductId: product._id, price: 50, mrp: 40, stock: 1 }, 'mrp'],
      [{ masterProductId: product._id, price: -1, mrp: 40, stock: 1 }, 'price'],
      [{ masterProductId: product._id, price: 10, mrp: 40, stock: 1.5 }, 'stock'],
      [{ masterProductId: product._id, price: 10, mrp: 40, stock: -2 }, 'stock'],
      [{ masterProductId: product._id, price: 10, mrp: 40, stock: 1, discount: 101 }, 'discount'],
      [{ masterProductId: 'abc', price: 10, mrp: 40, stock: 1 }, 'masterProductId'],
      [{ price: 10, mrp: 40, stock: 1 }, 'masterProductId'],
      [{ masterProductId: product._id, price: '10', mrp: 40, stock: 1 }, 'price'],
    ];
    for (const [body, field] of cases) {
      const response = await call(ctx, 'POST', grocery.addToMyList.path, demo, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect(
      (await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: product._id, price: 50, mrp: 40, stock: 1 })).json()
        .message,
    ).toBe(CATALOGUE_MESSAGES.mrpBelowPrice);
  });

  it('answers 409 for a SKU already used in the list and for a concurrent second add', async () => {
    const { items } = await myList({ limit: 1 });
    const product = await notInList('ghee');
    const taken = await call(ctx, 'POST', grocery.addToMyList.path, demo, {
      masterProductId: product._id,
      price: 1,
      mrp: 1,
      stock: 1,
      sku: items[0]!.sku!,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'skuTaken',
      message: CATALOGUE_MESSAGES.skuTaken,
      errors: { sku: CATALOGUE_MESSAGES.skuTaken },
      fieldCodes: { sku: 'skuTaken' },
    });
    const body = { masterProductId: product._id, price: 500, mrp: 550, stock: 3 };
    const both = await Promise.all([1, 2].map(() => call(ctx, 'POST', grocery.addToMyList.path, demo, body)));
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((response) => response.statusCode === 409)!.json()).toMatchObject({
      code: 'alreadyInList',
      message: CATALOGUE_MESSAGES.alreadyInList,
    });
  });

  it('answers 404 for an unknown product, a product of another vertical, another vendor store', async () => {
    const unknown = await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: UNKNOWN_ID, price: 1, mrp: 1, stock: 1 });
    expect(unknown.statusCode).toBe(404);
    const medicineProduct = (await search({ limit: 1 }, other.token, medicine.masterSearch.path)).items[0]!;
    const wrongVertical = await call(ctx, 'POST', grocery.addToMyList.path, demo, {
      masterProductId: medicineProduct._id,
      price: 1,
      mrp: 1,
      stock: 1,
    });
    expect(wrongVertical.statusCode).toBe(404);
    const product = await notInList('oil');
    const foreignStore = await call(ctx, 'POST', grocery.addToMyList.path, demo, {
      masterProductId: product._id,
      storeId: other.storeIds[0],
      price: 1,
      mrp: 1,
      stock: 1,
    });
    expect(foreignStore.statusCode).toBe(404);
  });

  it('updates part of an item, checks MRP against the stored price, rejects a taken SKU', async () => {
    const { items } = await myList({ sort: 'createdAt', order: 'asc', limit: 2 });
    const [first, second] = items as [StoreItem, StoreItem];
    const path = fillPath(grocery.update.path, { id: first._id });
    const response = await call(ctx, 'PUT', path, demo, { stock: 3, lowStockThreshold: 4 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item).toMatchObject({ stock: 3, stockState: 'low', price: first.price, mrp: first.mrp });
    const belowPrice = await call(ctx, 'PUT', path, demo, { mrp: first.price - 1 });
    expect(belowPrice.statusCode).toBe(400);
    expect(belowPrice.json()).toMatchObject({
      code: 'mrpBelowPrice',
      errors: { mrp: CATALOGUE_MESSAGES.mrpBelowPrice },
      fieldCodes: { mrp: 'mrpBelowPrice' },
    });
    const taken = await call(ctx, 'PUT', path, demo, { sku: second.sku });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'skuTaken', message: CATALOGUE_MESSAGES.skuTaken });
    const both = await call(ctx, 'PUT', path, demo, { price: 1_999, mrp: 2_000, isAvailable: false, sku: null });
    expect(both.json().item).toMatchObject({ price: 1_999, mrp: 2_000, isAvailable: false, sku: null });
    expect((await call(ctx, 'PUT', path, demo, { stock: 'many' })).statusCode).toBe(400);
    expect((await call(ctx, 'PUT', fillPath(grocery.update.path, { id: 'not-an-id' }), demo, { stock: 1 })).statusCode).toBe(400);
  });

  it('never leaves the price above the MRP when a price and an MRP change race', async () => {
    const { items } = await myList({ sort: 'createdAt', order: 'asc', limit: 3 });
    const path = fillPath(grocery.update.path, { id: items[2]!._id });
    expect((await call(ctx, 'PUT', path, demo, { price: 10_000, mrp: 20_000 })).statusCode).toBe(200);
    // Each is valid against the row both read first; together they would put the price above the MRP.
    // (The reads interleave on PostgreSQL, where this failed without the update's own check; PGlite runs one query at a time.)
    const [raise, lower] = await Promise.all([
      call(ctx, 'PUT', path, demo, { price: 15_000 }),
      call(ctx, 'PUT', path, demo, { mrp: 12_000 }),
    ]);
    expect([raise.statusCode, lower.statusCode].sort()).toEqual([200, 400]);
    const item = (await get(fillPath(grocery.getById.path, { id: items[2]!._id }))).json().item as StoreItem;
    expect(item.mrp).toBeGreaterThanOrEqual(item.price);
  });

  it("answers 404, never 403, for another vendor's item on every item route", async () => {
    const { items } = await myList({ limit: 1 });
    const id = items[0]!._id;
    const stock = items[0]!.stock;
    const attempts = [
      call(ctx, 'GET', fillPath(grocery.getById.path, { id }), other.token),
      call(ctx, 'PUT', fillPath(grocery.update.path, { id }), other.token, { stock: 0 }),
      call(ctx, 'DELETE', fillPath(grocery.delete.path, { id }), other.token),
      call(ctx, 'GET', fillPath(groceryVariations.listVariations.path, { itemId: id }), other.token),
      call(ctx, 'POST', fillPath(groceryVariations.addVariation.path, { itemId: id }), other.token, { name: 'x', price: 1, stock: 1 }),
      call(ctx, 'GET', fillPath(grocery.getById.path, { id: UNKNOWN_ID }), demo),
      // The item exists, but not in the medicine section.
      call(ctx, 'GET', fillPath(medicine.getById.path, { id }), other.token),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
    }
    expect((await get(fillPath(grocery.getById.path, { id }))).json().item.stock).toBe(stock);
  });

  it('deletes an item (then 404)', async () => {
    const product = await notInList('noodles');
    const added = await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: product._id, price: 14, mrp: 15, stock: 5 });
    const id = added.json().item._id as string;
    const response = await call(ctx, 'DELETE', fillPath(grocery.delete.path, { id }), demo);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CATALOGUE_MESSAGES.itemDeleted });
    expect((await call(ctx, 'DELETE', fillPath(grocery.delete.path, { id }), demo)).statusCode).toBe(404);
    expect((await get(fillPath(grocery.getById.path, { id }))).statusCode).toBe(404);
  });
});

describe('variations', () => {
  it('adds, lists, updates and deletes the variations of an item', async () => {
    const { items } = await myList({ limit: 1 });
    const itemId = items[0]!._id;
    const before = (await get(fillPath(groceryVariations.listVariations.path, { itemId }))).json().items.length as number;
    const added = await call(ctx, 'POST', fillPath(groceryVariations.addVariation.path, { itemId }), demo, {
      name: 'Family pack',
      attributes: { pack: '5' },
      price: 49_950,
      stock: 6,
      sku: 'FAM-5',
    });
    expect(added.statusCode, added.body).toBe(201);
    const variation = added.json().variation;
    expect(variation).toMatchObject({ itemId, name: 'Family pack', price: 49_950, stock: 6, sku: 'FAM-5', attributes: { pack: '5' } });
    const list = await get(fillPath(groceryVariations.listVariations.path, { itemId }));
    expect(list.json().items).toHaveLength(before + 1);
    expect((await get(fillPath(grocery.getById.path, { id: itemId }))).json().item.variations).toHaveLength(before + 1);

    const updated = await call(ctx, 'PUT', fillPath(groceryVariations.updateVariation.path, { id: variation._id }), demo, {
      stock: 0,
      price: 45_000,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().variation).toMatchObject({ stock: 0, price: 45_000, name: 'Family pack' });
    const unchanged = await call(ctx, 'PUT', fillPath(groceryVariations.updateVariation.path, { id: variation._id }), demo, {});
    expect(unchanged.json().variation.price).toBe(45_000);

    const foreign = await call(ctx, 'PUT', fillPath(groceryVariations.updateVariation.path, { id: variation._id }), other.token, {
      stock: 1,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call(ctx, 'DELETE', fillPath(groceryVariations.deleteVariation.path, { id: variation._id }), other.token)).statusCode,
    ).toBe(404);

    const deleted = await call(ctx, 'DELETE', fillPath(groceryVariations.deleteVariation.path, { id: variation._id }), demo);
    expect(deleted.json()).toEqual({ message: CATALOGUE_MESSAGES.variationDeleted });
    expect((await call(ctx, 'DELETE', fillPath(groceryVariations.deleteVariation.path, { id: variation._id }), demo)).statusCode).toBe(404);
  });

  it('rejects bad variation bodies', async () => {
    const { items } = await myList({ limit: 1 });
    const path = fillPath(groceryVariations.addVariation.path, { itemId: items[0]!._id });
    for (const body of [
      { price: 1, stock: 1 },
      { name: 'x', price: -1, stock: 1 },
      { name: 'x', price: 1, stock: 0.5 },
      { name: 'x', price: 99.5, stock: 1 },
      { name: '', price: 1, stock: 1 },
    ]) {
      expect((await call(ctx, 'POST', path, demo, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('food has no variation routes', async () => {
    expect(variationEndpoints('food')).toBeNull();
    const response = await call(ctx, 'GET', `/vendor/store-restaurent-variation/get/${UNKNOWN_ID}`, demo);
    expect(response.statusCode).toBe(404);
  });
});

describe('several stores', () => {
  it('defaults to the oldest store of the vertical and takes storeId for another', async () => {
    const twoStores = await createVendor(ctx, ['grocery', 'grocery']);
    const product = (await search({ limit: 1 }, twoStores.token)).items[0]!;
    const body = { masterProductId: product._id, price: 10, mrp: 10, stock: 1 };
    const first = await call(ctx, 'POST', grocery.addToMyList.path, twoStores.token, body);
    expect(first.json().item.storeId).toBe(twoStores.storeIds[0]);
    const second = await call(ctx, 'POST', grocery.addToMyList.path, twoStores.token, { ...body, storeId: twoStores.storeIds[1] });
    expect(second.statusCode).toBe(201);
    expect(second.json().item.storeId).toBe(twoStores.storeIds[1]);
    expect((await myList({ storeId: twoStores.storeIds[1]! }, twoStores.token)).total).toBe(1);
    // An item of the second store is reachable by id without storeId.
    const id = second.json().item._id as string;
    expect((await call(ctx, 'GET', fillPath(grocery.getById.path, { id }), twoStores.token)).statusCode).toBe(200);
  });
});

describe('all my products (across stores and verticals)', () => {
  it('lists the items of every store of the vendor, with the store and vertical, filterable', async () => {
    const grocery1 = (await search({ searchQuery: 'tea', limit: 1 }, other.token)).items[0]!;
    const medicine1 = (await search({ searchQuery: 'cetirizine', limit: 1 }, other.token, medicine.masterSearch.path)).items[0]!;
    for (const [path, product] of [
      [grocery.addToMyList.path, grocery1],
      [medicine.addToMyList.path, medicine1],
    ] as const) {
      const response = await call(ctx, 'POST', path, other.token, { masterProductId: product._id, price: 50, mrp: 60, stock: 9 });
      expect(response.statusCode, response.body).toBe(201);
    }
    const all = await get(`${productEndpoints.allMyProducts.path}?sort=name&order=asc`, other.token);
    expect(all.statusCode).toBe(200);
    const body = paginatedSchema(storeItemSchema).parse(all.json());
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.product.vertical).sort()).toEqual(['grocery', 'medicine']);
    expect(body.items.every((item) => item.storeName.startsWith('Rao'))).toBe(true);
    const onlyMedicine = (await get(`${productEndpoints.allMyProducts.path}?vertical=medicine`, other.token)).json();
    expect(onlyMedicine.items.map((item: StoreItem) => item.product._id)).toEqual([medicine1._id]);
    const byStore = (await get(`${productEndpoints.allMyProducts.path}?storeId=${other.storeIds[0]}`, other.token)).json();
    expect(byStore.items.map((item: StoreItem) => item.product._id)).toEqual([grocery1._id]);
    expect((await get(`${productEndpoints.allMyProducts.path}?searchQuery=CETIRI`, other.token)).json().total).toBe(1);
    expect((await get(`${productEndpoints.allMyProducts.path}?storeId=${other.storeIds[0]}`)).statusCode).toBe(404);
    expect((await get(`${productEndpoints.allMyProducts.path}?limit=101`, other.token)).statusCode).toBe(400);
    expect((await call(ctx, 'GET', productEndpoints.allMyProducts.path)).statusCode).toBe(401);
    const demoAll = (await get(`${productEndpoints.allMyProducts.path}?limit=100`)).json();
    expect(demoAll.total).toBeGreaterThanOrEqual(30);
    expect(new Set(demoAll.items.map((item: StoreItem) => item.storeName))).toEqual(new Set(['Sharma Fresh Mart', 'Spice Route Kitchen']));
    const demoFood = (await get(`${productEndpoints.allMyProducts.path}?vertical=food`)).json();
    expect(demoFood.total).toBe(10);
    expect(demoFood.items.every((item: StoreItem) => item.storeName === 'Spice Route Kitchen' && item.variationCount === 0)).toBe(true);
  });
});
