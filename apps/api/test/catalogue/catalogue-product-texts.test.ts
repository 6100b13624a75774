import { catalogueEndpoints, type StoreItem } from '@dhub/contract';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueLookups, categories, masterProducts, masterProductTexts } from '../../src/db/catalogue-schema.js';
import { catalogueVersion } from '../../src/db/search-cache-schema.js';
import { defineProductTexts } from '../../src/modules/catalogue/product-text.js';
import { masterProductJson } from '../../src/modules/catalogue/product-query.js';
import { call, useCatalogueApp } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');

let ctx: TestContext;
let demo: string;
useCatalogueApp({ vendor: ['grocery'] }, (suite) => ({ ctx, demo } = suite));

/** Products whose kept text is missing or differs from their JSON built now by the code's definition. */
async function stale(): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(masterProducts)
    .leftJoin(masterProductTexts, eq(masterProductTexts.productId, masterProducts.id))
    .where(sql`${masterProductTexts.text} is distinct from ${masterProductJson()}::text`);
  return row!.n;
}

const version = async () => Number((await ctx.db.select().from(catalogueVersion))[0]!.version);

const textOf = async (id: string) =>
  JSON.parse((await ctx.db.select().from(masterProductTexts).where(eq(masterProductTexts.productId, id)))[0]!.text) as Record<
    string,
    unknown
  >;

/** A seeded product with a subcategory, a child category, a brand and a unit. */
async function describedProduct() {
  const [product] = await ctx.db
    .select()
    .from(masterProducts)
    .where(
      and(
        eq(masterProducts.vertical, 'grocery'),
        isNotNull(masterProducts.subcategoryId),
        isNotNull(masterProducts.childCategoryId),
        isNotNull(masterProducts.brandId),
        isNotNull(masterProducts.unitId),
      ),
    )
    .limit(1);
  return product!;
}

describe("master products' kept texts", () => {
  it('follow every product added or changed, and a renamed category, brand or unit', async () => {
    expect(await stale()).toBe(0);
    const product = await describedProduct();

    const [added] = await ctx.db
      .insert(masterProducts)
      .values({ vertical: 'grocery', name: 'Kept Text Jaggery', categoryId: product.categoryId, brandId: product.brandId })
      .returning();
    expect(await textOf(added!.id)).toMatchObject({ _id: added!.id, name: 'Kept Text Jaggery', unit: null });
    await ctx.db
      .update(masterProducts)
      .set({ description: 'Unrefined cane sugar', unitId: product.unitId })
      .where(eq(masterProducts.id, added!.id));
    expect(await textOf(added!.id)).toMatchObject({ description: 'Unrefined cane sugar', unit: { _id: product.unitId } });

    // A change the JSON does not show leaves the text's row as it is.
    const xminOf = async (id: string) =>
      (
        await ctx.db
          .select({ xmin: sql<string>`xmin::text` })
          .from(masterProductTexts)
          .where(eq(masterProductTexts.productId, id))
      )[0]!.xmin;
    const unchanged = await xminOf(product.id);
    await ctx.db.update(masterProducts).set({ updatedAt: new Date() }).where(eq(masterProducts.id, product.id));
    expect(await xminOf(product.id)).toBe(unchanged);

    const lookups = [product.brandId!, product.unitId!];
    const refCategories = [product.categoryId, product.subcategoryId!, product.childCategoryId!];
    const names = new Map(
      [
        ...(await ctx.db.select().from(catalogueLookups).where(inArray(catalogueLookups.id, lookups))),
        ...(await ctx.db.select().from(categories).where(inArray(categories.id, refCategories))),
      ].map((ref) => [ref.id, ref.name]),
    );
    await ctx.db.update(catalogueLookups).set({ name: 'Renamed Brand' }).where(eq(catalogueLookups.id, product.brandId!));
    await ctx.db.update(catalogueLookups).set({ name: 'Renamed Unit' }).where(eq(catalogueLookups.id, product.unitId!));
    await ctx.db.update(categories).set({ name: 'Renamed Category' }).where(eq(categories.id, product.categoryId));
    await ctx.db.update(categories).set({ name: 'Renamed Subcategory' }).where(eq(categories.id, product.subcategoryId!));
    await ctx.db.update(categories).set({ name: 'Renamed Child' }).where(eq(categories.id, product.childCategoryId!));
    expect(await textOf(product.id)).toMatchObject({
      category: { _id: product.categoryId, name: 'Renamed Category' },
      subcategory: { _id: product.subcategoryId, name: 'Renamed Subcategory' },
      childCategory: { _id: product.childCategoryId, name: 'Renamed Child' },
      brand: { _id: product.brandId, name: 'Renamed Brand' },
      unit: { _id: product.unitId, name: 'Renamed Unit' },
    });
    expect(await textOf(added!.id)).toMatchObject({ category: { name: 'Renamed Category' }, brand: { name: 'Renamed Brand' } });
    expect(await stale()).toBe(0);

    // My list shows its items' products from the kept texts (a planted one shows).
    const item = await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: added!.id, price: 10, mrp: 12, stock: 3 });
    expect(item.statusCode, item.body).toBe(201);
    const planted = { ...(await textOf(added!.id)), name: 'Planted Jaggery' };
    await ctx.db
      .update(masterProductTexts)
      .set({ text: JSON.stringify(planted) })
      .where(eq(masterProductTexts.productId, added!.id));
    const list = await call(ctx, 'GET', `${grocery.myList.path}?searchQuery=${encodeURIComponent('kept text jaggery')}`, demo);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as { items: StoreItem[] }).items.map((listed) => listed.product)).toEqual([planted]);

    for (const [id, name] of names) {
      await ctx.db.update(catalogueLookups).set({ name }).where(eq(catalogueLookups.id, id));
      await ctx.db.update(categories).set({ name }).where(eq(categories.id, id));
    }
    await ctx.db.update(masterProducts).set({ updatedAt: new Date() }).where(eq(masterProducts.id, added!.id));
    expect(await stale()).toBe(0);
  });

  it('are written again at start-up when the definition changed, and only then', async () => {
    const product = await describedProduct();
    // An earlier release's definition (without the refs' ids), and a text it wrote.
    await ctx.db.execute(sql`drop view master_product_text_source`);
    await ctx.db.execute(sql`create view master_product_text_source as select id, '{}'::text as text from master_products`);
    await ctx.db.execute(sql`comment on view master_product_text_source is 'an earlier definition'`);
    await ctx.db.update(masterProducts).set({ updatedAt: new Date() }).where(eq(masterProducts.id, product.id));
    expect(await textOf(product.id)).toEqual({});
    expect(await stale()).toBe(1);

    const before = await version();
    await defineProductTexts(ctx.db);
    expect(await stale()).toBe(0);
    expect(await version()).toBe(before + 1); // no search page of the earlier texts is answered again

    // The same definition: a start-up writes nothing (a text changed behind its back stays).
    await ctx.db.update(masterProductTexts).set({ text: '{"planted":true}' }).where(eq(masterProductTexts.productId, product.id));
    await defineProductTexts(ctx.db);
    expect(await textOf(product.id)).toEqual({ planted: true });
    await ctx.db.update(masterProducts).set({ updatedAt: new Date() }).where(eq(masterProducts.id, product.id));
    expect(await stale()).toBe(0);
  });

  it('are written by the start-up for products added before the view exists (migrations run before it)', async () => {
    await ctx.db.execute(sql`drop view master_product_text_source`);
    const [product] = await describedProduct().then((described) =>
      ctx.db.insert(masterProducts).values({ vertical: 'grocery', name: 'Before The View', categoryId: described.categoryId }).returning(),
    );
    expect(await ctx.db.select().from(masterProductTexts).where(eq(masterProductTexts.productId, product!.id))).toEqual([]);
    await defineProductTexts(ctx.db);
    expect(await textOf(product!.id)).toMatchObject({ name: 'Before The View' });
    expect(await stale()).toBe(0);
  });
});
