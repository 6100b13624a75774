import {
  API_PREFIX,
  CATALOGUE_MESSAGES,
  catalogueEndpoints,
  fillPath,
  paginatedSchema,
  storeItemSchema,
  type MasterProduct,
  type StoreItem,
} from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { call, uploadGroceryPhoto, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';

import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');

let ctx: TestContext;
let demo: string;
let other: TestVendor;
useCatalogueApp({ vendor: ['grocery'] }, (suite) => ({ ctx, demo, other } = suite));

const uploadPhoto = (token = demo) => uploadGroceryPhoto(ctx, token);

/** Grocery master products the demo store does not sell yet. */
async function notInList(count: number): Promise<MasterProduct[]> {
  const response = await call(ctx, 'GET', `${grocery.masterSearch.path}?searchQuery=tea&limit=100`, demo);
  const products = response.json<{ items: MasterProduct[] }>().items.filter((product) => !product.myItemId);
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

const add = (masterProductId: string, images?: unknown, token = demo) =>
  call(ctx, 'POST', grocery.addToMyList.path, token, {
    masterProductId,
    price: 10,
    mrp: 12,
    stock: 3,
    ...(images !== undefined && { images }),
  });

const notYours = {
  code: 'imageNotUploaded',
  message: CATALOGUE_MESSAGES.imageNotUploaded,
  errors: { images: CATALOGUE_MESSAGES.imageNotUploaded },
  fieldCodes: { images: 'imageNotUploaded' },
};

describe("a store item's own photos", () => {
  it('are stored on add, answered by add, get-by-id and my list, and default to []', async () => {
    const [withPhotos, without] = await notInList(2);
    const photos = [await uploadPhoto(), await uploadPhoto()];
    const response = await add(withPhotos!._id, photos);
    expect(response.statusCode, response.body).toBe(201);
    const { item } = response.json<{ item: StoreItem }>();
    expect(item.images).toEqual(photos);
    expect(item.product.images).not.toEqual(photos); // the master product's stay its own

    const detail = await call(ctx, 'GET', fillPath(grocery.getById.path, { id: item._id }), demo);
    expect(detail.json().item.images).toEqual(photos);
    const list = paginatedSchema(storeItemSchema).parse(
      (await call(ctx, 'GET', `${grocery.myList.path}?searchQuery=${encodeURIComponent(withPhotos!.name)}`, demo)).json(),
    );
    expect(list.items.find((row) => row._id === item._id)?.images).toEqual(photos);

    const plain = await add(without!._id);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().item.images).toEqual([]);
  });

  it('are replaced by an update, cleared by [], kept when omitted', async () => {
    const [product] = await notInList(1);
    const first = await uploadPhoto();
    const { item } = (await add(product!._id, [first])).json<{ item: StoreItem }>();
    const update = (body: object) => call(ctx, 'PUT', fillPath(grocery.update.path, { id: item._id }), demo, body);

    expect((await update({ stock: 9 })).json().item.images).toEqual([first]);
    const second = await uploadPhoto();
    const replaced = await update({ images: [second, first] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().item.images).toEqual([second, first]);
    expect((await update({ images: [] })).json().item.images).toEqual([]);
  });

  it('take at most 5', async () => {
    const [product] = await notInList(1);
    const photo = await uploadPhoto();
    const six = await add(
      product!._id,
      Array.from({ length: 6 }, () => photo),
    );
    expect(six.statusCode).toBe(400);
    expect(six.json()).toMatchObject({
      code: 'tooManyImages',
      message: CATALOGUE_MESSAGES.tooManyImages,
      errors: { images: CATALOGUE_MESSAGES.tooManyImages },
      fieldCodes: { images: 'tooManyImages' },
    });
    const five = await add(
      product!._id,
      Array.from({ length: 5 }, () => photo),
    );
    expect(five.statusCode, five.body).toBe(201);
    const item = five.json<{ item: StoreItem }>().item;
    const update = await call(ctx, 'PUT', fillPath(grocery.update.path, { id: item._id }), demo, {
      images: Array.from({ length: 6 }, () => photo),
    });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ code: 'tooManyImages', message: CATALOGUE_MESSAGES.tooManyImages });
  });

  it("refuse a path that is not one of the store's uploads: another vendor's, made up, outside, not a media URL", async () => {
    const [product] = await notInList(1);
    const own = await uploadPhoto();
    const foreign = await uploadPhoto(other.token);
    const storeId = own.split('/').at(-2)!;
    const madeUp = `${API_PREFIX}/media/${storeId}/catalogue-00000000-0000-4000-8000-000000000000.png`;
    const bad = [[own, foreign], [madeUp], [`${API_PREFIX}/media/${storeId}/../x.png`], ['https://example.com/a.png'], ['/etc/passwd']];
    for (const images of bad) {
      const response = await add(product!._id, images);
      expect(response.statusCode, JSON.stringify(images)).toBe(400);
      expect(response.json()).toEqual(notYours);
    }
    const notText = await add(product!._id, [7]);
    expect(notText.statusCode).toBe(400);
    expect(notText.json().errors).toHaveProperty('images');
    // The other vendor may use its own upload, and nothing was added to the demo list above.
    expect((await add(product!._id, [foreign], other.token)).statusCode).toBe(201);
    const added = await add(product!._id, [own]);
    expect(added.statusCode, added.body).toBe(201);

    const item = added.json<{ item: StoreItem }>().item;
    const update = await call(ctx, 'PUT', fillPath(grocery.update.path, { id: item._id }), demo, { images: [foreign], price: 11 });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toEqual(notYours);
    const unchanged = (await call(ctx, 'GET', fillPath(grocery.getById.path, { id: item._id }), demo)).json().item;
    expect(unchanged).toMatchObject({ images: [own], price: 10 });
  });
});
