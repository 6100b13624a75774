import {
  catalogueEndpoints,
  catalogueLookupEndpoints,
  categoryEndpoints,
  endpointUrl,
  MESSAGES,
  productEndpoints,
  variationEndpoints,
  type Category,
  type MasterProduct,
  type StoreStatus,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../src/db/schema.js';
import { call, createVendor } from '../helpers/catalogue.js';
import { multipart, pngBytes } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const groceryVariations = variationEndpoints('grocery')!;
const notActive = { code: 'storeNotActive', message: MESSAGES.storeNotActive };

let ctx: TestContext;
let vendor: { token: string; storeIds: string[] };
let products: MasterProduct[];
let category: Category;
useTestApp(async (app) => {
  ctx = app;
  vendor = await createVendor(ctx, ['grocery']);
  products = (await call(ctx, 'GET', `${grocery.masterSearch.path}?limit=5`, vendor.token)).json<{ items: MasterProduct[] }>().items;
  category = (await call(ctx, 'GET', `${catalogueLookupEndpoints.categories.path}?vertical=grocery`)).json<{ items: Category[] }>()
    .items[0]!;
});

/** Sets the store's status and waits until the app has heard it (PostgreSQL notifies it; PGlite before the update returns). */
async function setStatus(status: StoreStatus): Promise<void> {
  await ctx.db.update(stores).set({ status }).where(eq(stores.id, vendor.storeIds[0]!));
  const active = status === 'pending' || status === 'approved';
  await expect
    .poll(async () => (await call(ctx, 'GET', grocery.myList.path, vendor.token)).statusCode, { timeout: 2000, interval: 10 })
    .toBe(active ? 200 : 403);
}

function postFile(path: string, field: string, name: string, content: Buffer) {
  return multipart({}, [{ field, name, content }]).then((body) =>
    ctx.app.inject({
      method: 'POST',
      url: api(path),
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${vendor.token}` },
    }),
  );
}

const add = (product: MasterProduct) =>
  call(ctx, 'POST', grocery.addToMyList.path, vendor.token, { masterProductId: product._id, price: 10, mrp: 12, stock: 5 });

describe('a suspended or rejected store', () => {
  it('refuses every catalogue write on it with 403 storeNotActive, its rows found by id too; a pending store acts', async () => {
    const item = (await add(products[0]!)).json().item as { _id: string };
    const removed = (await add(products[1]!)).json().item as { _id: string };
    expect((await call(ctx, 'DELETE', endpointUrl(grocery.delete, { params: { id: removed._id } }), vendor.token)).statusCode).toBe(200);
    const variation = (
      await call(ctx, 'POST', endpointUrl(groceryVariations.addVariation, { params: { itemId: item._id } }), vendor.token, {
        name: '1 kg',
        price: 10,
        stock: 1,
      })
    ).json().variation as { _id: string };
    const request = (
      await call(ctx, 'POST', grocery.requestProduct.path, vendor.token, { name: 'Kodo Millet 1 kg', categoryId: category._id, price: 90 })
    ).json().request as { _id: string };

    for (const status of ['suspended', 'rejected'] as const) {
      await setStatus(status);
      const writes = [
        await add(products[2]!),
        await call(ctx, 'PUT', endpointUrl(grocery.update, { params: { id: item._id } }), vendor.token, { stock: 1 }),
        await call(ctx, 'DELETE', endpointUrl(grocery.delete, { params: { id: item._id } }), vendor.token),
        await call(ctx, 'POST', endpointUrl(grocery.restore, { params: { id: removed._id } }), vendor.token),
        await call(ctx, 'POST', endpointUrl(groceryVariations.addVariation, { params: { itemId: item._id } }), vendor.token, {
          name: '2 kg',
          price: 18,
          stock: 1,
        }),
        await call(ctx, 'PUT', endpointUrl(groceryVariations.updateVariation, { params: { id: variation._id } }), vendor.token, {
          stock: 2,
        }),
        await call(ctx, 'DELETE', endpointUrl(groceryVariations.deleteVariation, { params: { id: variation._id } }), vendor.token),
        await call(ctx, 'POST', grocery.requestProduct.path, vendor.token, { name: 'Foxtail Millet', categoryId: category._id, price: 80 }),
        await call(ctx, 'PUT', endpointUrl(grocery.updateRequest, { params: { id: request._id } }), vendor.token, { price: 95 }),
        await postFile(grocery.uploadImage.path, 'image', 'pack.png', pngBytes()),
        await postFile(grocery.importMyList.path, 'file', 'list.csv', Buffer.from(`itemId,stock\n${item._id},3\n`)),
        await call(ctx, 'POST', categoryEndpoints.addCategory.path, vendor.token, { name: 'Festive Sweets', vertical: 'grocery' }),
        await call(ctx, 'POST', categoryEndpoints.addSubcategory.path, vendor.token, { name: 'Millets', categoryId: category._id }),
      ];
      for (const response of writes) {
        expect(response.statusCode, `${status}: ${response.body}`).toBe(403);
        expect(response.json()).toEqual(notActive);
      }
      // Its lists too, and the all-products view leaves its items out.
      expect((await call(ctx, 'GET', grocery.myList.path, vendor.token)).json()).toEqual(notActive);
      expect((await call(ctx, 'GET', endpointUrl(grocery.getById, { params: { id: item._id } }), vendor.token)).statusCode).toBe(403);
      const all = productEndpoints.allMyProducts;
      expect((await call(ctx, 'GET', all.path, vendor.token)).json()).toMatchObject({ items: [], total: 0 });
      expect((await call(ctx, 'GET', endpointUrl(all, { query: { storeId: vendor.storeIds[0] } }), vendor.token)).statusCode).toBe(403);
    }

    await setStatus('pending');
    expect((await call(ctx, 'PUT', endpointUrl(grocery.update, { params: { id: item._id } }), vendor.token, { stock: 1 })).statusCode).toBe(
      200,
    );
    expect((await add(products[2]!)).statusCode).toBe(201);
    expect((await call(ctx, 'POST', endpointUrl(grocery.restore, { params: { id: removed._id } }), vendor.token)).statusCode).toBe(200);
  });
});
