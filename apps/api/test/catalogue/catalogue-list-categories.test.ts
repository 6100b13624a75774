import { catalogueEndpoints, operatorEndpoints, fillPath, paginatedSchema, storeItemSchema, type StoreItem } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, call, useCatalogueApp } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const groceryOperator = operatorEndpoints('grocery');

let ctx: TestContext;
let demo: string;
useCatalogueApp({}, (suite) => ({ ctx, demo } = suite));

async function myList(params: Record<string, string>) {
  const response = await call(ctx, 'GET', `${grocery.myList.path}?${new URLSearchParams({ limit: '100', ...params })}`, demo);
  expect(response.statusCode, response.body).toBe(200);
  return paginatedSchema(storeItemSchema).parse(response.json()) as { items: StoreItem[]; total: number };
}

describe("my list's category filter", () => {
  it('matches any level of the product, and follows the operator moving the product to another category', async () => {
    const { items } = await myList({});
    const item = items.find((candidate) => candidate.product.childCategory)!;
    const { category, subcategory, childCategory } = item.product;
    for (const level of [category!, subcategory!, childCategory!]) {
      const filtered = await myList({ categoryId: level._id });
      expect(filtered.items.map((entry) => entry._id)).toContain(item._id);
      expect(filtered.total).toBe(
        items.filter((entry) =>
          [entry.product.category?._id, entry.product.subcategory?._id, entry.product.childCategory?._id].includes(level._id),
        ).length,
      );
    }

    const other = items.find((candidate) => candidate.product.category!._id !== category!._id)!;
    const moved = await call(ctx, 'PUT', fillPath(groceryOperator.updateMaster.path, { id: item.product._id }), await adminToken(ctx), {
      categoryId: other.product.category!._id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await myList({ categoryId: childCategory!._id })).items.map((entry) => entry._id)).not.toContain(item._id);
    expect((await myList({ categoryId: other.product.category!._id })).items.map((entry) => entry._id)).toContain(item._id);
  });

  it('files a newly added item under its product’s categories', async () => {
    const search = await call(ctx, 'GET', `${grocery.masterSearch.path}?searchQuery=ghee&limit=50`, demo);
    const product = (search.json() as { items: { _id: string; myItemId: string | null; category: { _id: string } }[] }).items.find(
      (entry) => !entry.myItemId,
    )!;
    const added = await call(ctx, 'POST', grocery.addToMyList.path, demo, { masterProductId: product._id, price: 10, mrp: 12, stock: 3 });
    expect(added.statusCode, added.body).toBe(201);
    expect((await myList({ categoryId: product.category._id })).items.map((entry) => entry._id)).toContain(added.json().item._id);
  });
});
