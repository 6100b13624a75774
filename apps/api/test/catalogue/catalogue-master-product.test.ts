import {
  CATALOGUE_MESSAGES,
  catalogueEndpoints,
  operatorEndpoints,
  fillPath,
  masterProductSchema,
  type MasterProduct,
} from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { adminToken, call, createVendor, UNKNOWN_ID, useCatalogueApp } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const medicine = catalogueEndpoints('medicine');
const medicineOperator = operatorEndpoints('medicine');

let ctx: TestContext;
let demo: string;
useCatalogueApp({}, (suite) => ({ ctx, demo } = suite));

const one = (id: string, token = demo, paths = grocery) => call(ctx, 'GET', fillPath(paths.masterProduct.path, { id }), token);

async function searchFirst(query: string): Promise<MasterProduct[]> {
  const response = await call(ctx, 'GET', `${grocery.masterSearch.path}?${query}`, demo);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: MasterProduct[] }>().items;
}

describe('vendor GET of one master product', () => {
  it("answers the product as the search does, with myItemId: the store's item or null", async () => {
    const listed = await searchFirst('limit=100');
    const inList = listed.find((product) => product.myItemId)!;
    const notInList = listed.find((product) => !product.myItemId)!;
    for (const expected of [inList, notInList]) {
      const response = await one(expected._id);
      expect(response.statusCode, response.body).toBe(200);
      const { product } = response.json<{ product: MasterProduct }>();
      expect(masterProductSchema.parse(product)).toEqual(expected);
    }
    expect((await one(notInList._id)).json().product.myItemId).toBeNull();
    expect((await one(inList._id)).json().product.myItemId).toBe(inList.myItemId);

    // Another vendor's store does not sell it: the item is per store.
    const other = await createVendor(ctx, ['grocery']);
    const response = await one(inList._id, other.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().product.myItemId).toBeNull();
  });

  it('404 for an unknown id or a product of another vertical, 400 for a malformed id', async () => {
    for (const id of [UNKNOWN_ID, await adminMedicineId()]) {
      const response = await one(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'productNotFound', message: CATALOGUE_MESSAGES.productNotFound });
    }
    const bad = await one('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('id');
  });

  it('needs a vendor token and a store of the vertical', async () => {
    const [product] = await searchFirst('limit=1');
    expect((await call(ctx, 'GET', fillPath(grocery.masterProduct.path, { id: product!._id }))).statusCode).toBe(401);
    expect((await one(product!._id, await adminToken(ctx))).statusCode).toBe(403);
    // The demo vendor has no medicine store.
    const noStore = await one(product!._id, demo, medicine);
    expect(noStore.statusCode).toBe(404);
    expect(noStore.json()).toMatchObject({ code: 'storeNotFound', message: CATALOGUE_MESSAGES.storeNotFound });
  });
});

/** A medicine master product, through the operator's search (the demo vendor sells no medicine). */
async function adminMedicineId(): Promise<string> {
  const response = await call(ctx, 'GET', `${medicineOperator.masterList.path}?limit=1`, await adminToken(ctx));
  return response.json<{ items: MasterProduct[] }>().items[0]!._id;
}
