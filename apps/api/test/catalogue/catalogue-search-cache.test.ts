import {
  catalogueEndpoints,
  operatorEndpoints,
  masterProductSchema,
  masterSearchResultSchema,
  type MasterProduct,
  type MasterSearchResult,
} from '@dhub/contract';
import { count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../../src/db/catalogue-schema.js';
import { catalogueVersion, masterSearchCache, masterSearchCounts } from '../../src/db/search-cache-schema.js';
import { adminToken, call, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const groceryOperator = operatorEndpoints('grocery');

let ctx: TestContext;
let demo: string;
let other: TestVendor;
useCatalogueApp({ vendor: ['grocery'] }, (suite) => ({ ctx, demo, other } = suite));

async function search(searchQuery: string, token = demo): Promise<MasterSearchResult<MasterProduct>> {
  const response = await call(ctx, 'GET', `${grocery.masterSearch.path}?searchQuery=${encodeURIComponent(searchQuery)}&limit=50`, token);
  expect(response.statusCode, response.body).toBe(200);
  return masterSearchResultSchema(masterProductSchema).parse(response.json()) as MasterSearchResult<MasterProduct>;
}

const cachedPages = async () => (await ctx.db.select({ n: count() }).from(masterSearchCache))[0]!.n;
const version = async () => Number((await ctx.db.select().from(catalogueVersion))[0]!.version);

describe('master search pages shared through the database', () => {
  it('keeps one page per search and answers it again, for every store, with each store its own items', async () => {
    const before = await cachedPages();
    const first = await search('atta');
    expect(await cachedPages()).toBe(before + 1);
    const again = await search('ATTA ');
    expect(await cachedPages()).toBe(before + 1); // same normalised search: the same page
    expect(again).toEqual(first);

    const product = first.items.find((item) => !item.myItemId)!;
    const added = await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: product._id, price: 10, mrp: 12, stock: 3 });
    expect(added.statusCode, added.body).toBe(201);
    // Still the cached page (the catalogue did not change), but the store's item is read live.
    const after = await search('atta');
    expect(await cachedPages()).toBe(before + 1);
    expect(after.items.find((item) => item._id === product._id)?.myItemId).toBe(added.json().item._id);
    // Another vendor's store shares the page but not the demo store's items.
    const theirs = await search('atta', other.token);
    expect(theirs.items.map((item) => item._id)).toEqual(after.items.map((item) => item._id));
    expect(theirs.items.every((item) => item.myItemId === null)).toBe(true);
  });

  it("answers names in any script as written, with the store's item in place and none for the operator, missed or hit", async () => {
    const [one] = (await search('atta')).items;
    const admin = await adminToken(ctx);
    const name = 'Café Crème 咖啡 قهوة Brûlée';
    const created = await call(ctx, 'POST', '/admin/catalogue/grocery/master-products', admin, { name, categoryId: one!.category!._id });
    expect(created.statusCode, created.body).toBe(201);
    const added = await call(ctx, 'POST', grocery.addToMyList.path, demo, {
      masterProductId: created.json().product._id,
      price: 10,
      mrp: 12,
      stock: 3,
    });
    expect(added.statusCode, added.body).toBe(201);
    for (const _time of ['missed', 'hit']) {
      const { items } = await search('café crème');
      expect(items.map((item) => [item.name, item.myItemId])).toEqual([[name, added.json().item._id]]);
      const operator = await call(ctx, 'GET', `${groceryOperator.masterList.path}?searchQuery=${encodeURIComponent('café crème')}`, admin);
      const [theirs] = operator.json().items as MasterProduct[];
      expect([theirs!.name, 'myItemId' in theirs!]).toEqual([name, false]);
    }
  });

  it('counts a search once for all its pages, limits and sorts, at the catalogue version', async () => {
    const page = async (query: string) => {
      const response = await call(ctx, 'GET', `${grocery.masterSearch.path}?searchQuery=rice&${query}`, demo);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as MasterSearchResult<MasterProduct>;
    };
    const { total } = await page('page=1&limit=5');
    expect(total).toBeGreaterThan(3);
    const counts = await ctx.db.select().from(masterSearchCounts).where(eq(masterSearchCounts.key, '["grocery","rice","","","",""]'));
    expect(counts.map((row) => row.matches)).toEqual([total]);
    // Another page, limit and sort read the stored count (set here to tell it from a recount).
    await ctx.db.update(masterSearchCounts).set({ matches: 3 }).where(eq(masterSearchCounts.key, counts[0]!.key));
    expect((await page('page=2&limit=7&sort=createdAt&order=desc')).total).toBe(3);
    await ctx.db.update(masterSearchCounts).set({ matches: total }).where(eq(masterSearchCounts.key, counts[0]!.key));
    await ctx.db.delete(masterSearchCache).where(like(masterSearchCache.key, '%"rice"%')); // the page counted with the planted 3
  });

  it('never answers a page older than the catalogue: a renamed category shows at once', async () => {
    const { items } = await search('basmati');
    const category = items[0]!.category!;
    const at = await version();
    await ctx.db.update(categories).set({ name: 'Staples & Grains' }).where(eq(categories.id, category._id));
    expect(await version()).toBe(at + 1);
    const renamed = await search('basmati');
    expect(renamed.items[0]!.category).toEqual({ _id: category._id, name: 'Staples & Grains' });
    await ctx.db.update(categories).set({ name: category.name }).where(eq(categories.id, category._id));
  });

  it('keeps the version (and the pages) when a store list changes', async () => {
    const at = await version();
    const { items } = await search('ghee');
    const product = items.find((item) => !item.myItemId)!;
    await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: product._id, price: 10, mrp: 12, stock: 3 });
    expect(await version()).toBe(at);
  });

  it('answers the operator the same page without myItemId, missed or hit', async () => {
    const admin = await adminToken(ctx);
    const operatorSearch = async () => {
      const response = await call(ctx, 'GET', `${groceryOperator.masterList.path}?searchQuery=biscu&limit=50`, admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as MasterSearchResult<MasterProduct>;
    };
    const vendor = await search('biscu');
    for (const result of [await operatorSearch(), await operatorSearch()]) {
      expect(result.items.map((item) => item._id)).toEqual(vendor.items.map((item) => item._id));
      expect(result.items.every((item) => !('myItemId' in item))).toBe(true);
    }
    expect(vendor.items.every((item) => 'myItemId' in item)).toBe(true);
  });
  it("answers a page another instance cached from the page's own statement, and computes again a page it knew that is gone", async () => {
    await search('atta');
    const [row] = await ctx.db.select().from(masterSearchCache).where(like(masterSearchCache.key, '%"atta"%'));
    // Cached by "another instance": this one never searched it, so it sends the page's statement.
    const key = row!.key.replace('"atta"', '"zzplanted"');
    await ctx.db.insert(masterSearchCache).values({ ...row!, key, products: '[]', ids: [], total: 7, totalCapped: false });
    const planted = await search('zzplanted');
    expect([planted.items, planted.total]).toEqual([[], 7]);
    const counts = await ctx.db.select().from(masterSearchCounts).where(like(masterSearchCounts.key, '%"zzplanted"%'));
    expect(counts).toEqual([]); // nothing computed
    // Gone (purged, or a new version): the hint is only a hint, the page is computed.
    await ctx.db.delete(masterSearchCache).where(eq(masterSearchCache.key, key));
    const computed = await search('zzplanted');
    expect([computed.items, computed.total]).toEqual([[], 0]);
  });
  it.runIf(process.env.TEST_DATABASE_URL)('stores a page compressed with lz4 on PostgreSQL', async () => {
    await search('masala');
    const [row] = await ctx.db
      .select({ compression: sql<string>`pg_column_compression(${masterSearchCache.products})` })
      .from(masterSearchCache)
      .where(like(masterSearchCache.key, '%"masala"%'));
    expect(row!.compression).toBe('lz4');
  });
});
