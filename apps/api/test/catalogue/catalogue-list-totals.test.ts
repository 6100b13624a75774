import { catalogueEndpoints, fillPath, stockStateOf, type MasterProduct, type Paginated, type StoreItem } from '@dhub/contract';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { masterProducts, NO_REF, storeItemCounts } from '../../src/db/catalogue-schema.js';
import { call, useCatalogueApp } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');

let ctx: TestContext;
let demo: string;
useCatalogueApp({}, (suite) => ({ ctx, demo } = suite));

async function myList(params: Record<string, string | number | boolean> = {}): Promise<Paginated<StoreItem>> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await call(ctx, 'GET', `${grocery.myList.path}?${query}`, demo);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/**
 * Every filter the totals come from the counts for (alone and combined), on a list small enough
 * to read whole: each total must be the number of items the filter returns.
 */
async function expectExactTotals(): Promise<void> {
  const all = (await myList({ limit: 100 })).items;
  const sample = all[0]!;
  const filters: Record<string, string | boolean>[] = [
    {},
    { stockState: 'in' },
    { stockState: 'low' },
    { stockState: 'out' },
    { isAvailable: true },
    { isAvailable: false },
    { categoryId: sample.product.category!._id },
    { categoryId: sample.product.subcategory?._id ?? sample.product.category!._id, stockState: 'in' },
    { brandId: sample.product.brand!._id },
    { brandId: sample.product.brand!._id, isAvailable: true, stockState: 'in' },
  ];
  for (const filter of filters) {
    const page = await myList({ ...filter, limit: 100 });
    expect(page.total, JSON.stringify(filter)).toBe(page.items.length);
    // The database's stock_state (the filter, and the item's stockState) and the contract's rule agree.
    for (const item of page.items) {
      const rule = stockStateOf(item.stock, item.lowStockThreshold);
      expect(item.stockState, item.sku ?? item._id).toBe(rule);
      if (filter.stockState) expect(rule).toBe(filter.stockState);
    }
    expect((await myList({ ...filter, limit: 1, page: 2 })).total, JSON.stringify(filter)).toBe(page.items.length);
  }
  // The kept groups are the items counted afresh (zero groups aside), both ways: no group missing
  // or off, and no group counting items that are not there.
  const fresh = sql`select store_id, coalesce(category_id, ${NO_REF}) c, coalesce(subcategory_id, ${NO_REF}) s,
      coalesce(child_category_id, ${NO_REF}) cc, coalesce(brand_id, ${NO_REF}) b, stock_state, is_available, count(*)::int n
    from store_items group by 1, 2, 3, 4, 5, 6, 7`;
  const kept = sql`select store_id, category_id, subcategory_id, child_category_id, brand_id, stock_state, is_available, n
    from store_item_counts where n <> 0`;
  const rowsOf = async (query: ReturnType<typeof sql>) => (await ctx.db.execute(query)) as unknown as { rows: unknown[] };
  expect((await rowsOf(sql`${fresh} except ${kept}`)).rows).toEqual([]);
  expect((await rowsOf(sql`${kept} except ${fresh}`)).rows).toEqual([]);
  expect(await ctx.db.select().from(storeItemCounts).where(lt(storeItemCounts.n, 0))).toEqual([]);
}

async function freshProduct(): Promise<MasterProduct> {
  const response = await call(ctx, 'GET', `${grocery.masterSearch.path}?limit=100&searchQuery=a`, demo);
  return response.json<{ items: MasterProduct[] }>().items.find((item) => !item.myItemId)!;
}

const update = (id: string, body: object) => call(ctx, 'PUT', fillPath(grocery.update.path, { id }), demo, body);

describe("the list's totals (kept per group by the database, not counted from the items)", () => {
  it('follow adds, stock and availability changes, deletes, restores and a product changing brand', async () => {
    await expectExactTotals();
    const [first, second, third] = (await myList({ stockState: 'in', limit: 3 })).items;

    expect((await update(first!._id, { stock: 0 })).statusCode).toBe(200); // in → out
    expect((await update(second!._id, { stock: 2, lowStockThreshold: 5 })).statusCode).toBe(200); // in → low
    expect((await update(third!._id, { isAvailable: false })).statusCode).toBe(200);
    await expectExactTotals();

    const product = await freshProduct();
    const added = await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: product._id, price: 10, mrp: 12, stock: 1 });
    expect(added.statusCode, added.body).toBe(201);
    await expectExactTotals();

    expect((await call(ctx, 'DELETE', fillPath(grocery.delete.path, { id: first!._id }), demo)).statusCode).toBe(200);
    await expectExactTotals();
    expect((await call(ctx, 'POST', fillPath(grocery.restore.path, { id: first!._id }), demo)).statusCode).toBe(200);
    await expectExactTotals();

    // The operator moves a product to another brand: the items follow, and so do the totals.
    const oldBrand = second!.product.brand!._id;
    const [otherBrand] = await ctx.db
      .select({ brandId: masterProducts.brandId })
      .from(masterProducts)
      .where(and(eq(masterProducts.vertical, 'grocery'), ne(masterProducts.brandId, oldBrand)))
      .limit(1);
    const withBrand = async (brandId: string) => (await myList({ brandId, limit: 100 })).items.map((item) => item._id);
    expect(await withBrand(otherBrand!.brandId!)).not.toContain(second!._id);
    await ctx.db.update(masterProducts).set({ brandId: otherBrand!.brandId }).where(eq(masterProducts.id, second!.product._id));
    expect(await withBrand(otherBrand!.brandId!)).toContain(second!._id);
    expect(await withBrand(oldBrand)).not.toContain(second!._id);
    await expectExactTotals();
  });

  it('stay exact under parallel stock changes crossing the low-stock line', async () => {
    const items = (await myList({ limit: 12 })).items;
    const responses = await Promise.all(
      items.flatMap((item, index) => [update(item._id, { stock: index % 3 }), update(item._id, { stock: 40 + index })]),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    await expectExactTotals();
  });

  it('are emptied with the items by a TRUNCATE (no row triggers run)', async () => {
    await ctx.db.execute(sql`truncate store_items cascade`);
    expect(await ctx.db.select().from(storeItemCounts)).toEqual([]);
    expect((await myList({})).total).toBe(0);
  });
});
