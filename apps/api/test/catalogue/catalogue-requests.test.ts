import {
  CATALOGUE_MESSAGES,
  catalogueLookupEndpoints as LOOKUP,
  catalogueEndpoints,
  operatorEndpoints,
  fillPath,
  paginatedSchema,
  productRequestSchema,
  type Category,
  type LookupItem,
  type ProductRequest,
} from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { call, UNKNOWN_ID, uploadGroceryPhoto, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const groceryOperator = operatorEndpoints('grocery');
const food = catalogueEndpoints('food');
const medicine = catalogueEndpoints('medicine');
const medicineOperator = operatorEndpoints('medicine');

let ctx: TestContext;
let demo: string;
let admin: string;
let other: TestVendor;
let staples: Category;
let rice: Category;
useCatalogueApp({ admin: true, vendor: ['grocery', 'food', 'medicine'] }, async (suite) => {
  ({ ctx, demo, admin, other } = suite);
  const categories = (await call(ctx, 'GET', `${LOOKUP.categories.path}?vertical=grocery`)).json<{ items: Category[] }>().items;
  staples = categories.find((category) => category.name === 'Staples')!;
  const subs = (await call(ctx, 'GET', `${LOOKUP.subcategories.path}?categoryId=${staples._id}`)).json<{ items: Category[] }>().items;
  rice = subs.find((sub) => sub.name === 'Rice & Rice Products')!;
});

const lookup = async (path: string, vertical: string, name: string) => {
  const items = (await call(ctx, 'GET', `${path}?vertical=${vertical}`)).json<{ items: LookupItem[] }>().items;
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`${name} not in ${path}`);
  return found._id;
};

async function requestGrocery(body: object = {}, token = demo) {
  const response = await call(ctx, 'POST', grocery.requestProduct.path, token, {
    name: 'Mysore Pak Premix 400 g',
    description: 'Ready mix for the Karnataka sweet.',
    categoryId: staples._id,
    subcategoryId: rice._id,
    brandId: await lookup(LOOKUP.brands.path, 'grocery', 'Tata Sampann'),
    unitId: await lookup(LOOKUP.units.path, 'grocery', 'g'),
    attributes: { weightId: await lookup(LOOKUP.weights.path, 'grocery', '500 g') },
    price: 12_050,
    mrp: 13_500,
    stock: 15,
    ...body,
  });
  return response;
}

describe('request a product', () => {
  it('creates a pending request the vendor can list and view', async () => {
    const response = await requestGrocery();
    expect(response.statusCode, response.body).toBe(201);
    const { message, request } = response.json<{ message: string; request: ProductRequest }>();
    expect(message).toBe(CATALOGUE_MESSAGES.requestCreated);
    expect(request).toMatchObject({
      status: 'pending',
      name: 'Mysore Pak Premix 400 g',
      category: { name: 'Staples' },
      subcategory: { name: 'Rice & Rice Products' },
      brand: { name: 'Tata Sampann' },
      price: 12_050,
      mrp: 13_500,
      stock: 15,
      reason: null,
      masterProductId: null,
      storeName: 'Sharma Fresh Mart',
    });
    const list = await call(ctx, 'GET', `${grocery.myRequests.path}?status=pending&searchQuery=MYSORE`, demo);
    const parsed = paginatedSchema(productRequestSchema).parse(list.json());
    expect(parsed.items.map((item) => item._id)).toEqual([request._id]);
    const view = await call(ctx, 'GET', fillPath(grocery.myRequest.path, { id: request._id }), demo);
    expect(view.json().request._id).toBe(request._id);
  });

  it('lists the seeded pending and rejected requests (with the reason)', async () => {
    const all = paginatedSchema(productRequestSchema).parse((await call(ctx, 'GET', grocery.myRequests.path, demo)).json());
    expect(all.items.map((item) => item.status)).toEqual(expect.arrayContaining(['pending', 'rejected']));
    const rejected = (await call(ctx, 'GET', `${grocery.myRequests.path}?status=rejected`, demo)).json().items as ProductRequest[];
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toContain('FSSAI');
    expect((await call(ctx, 'GET', `${grocery.myRequests.path}?limit=1&page=99`, demo)).json()).toMatchObject({
      items: [],
      total: all.total,
    });
    const byName = async (order: string) =>
      (
        (await call(ctx, 'GET', `${grocery.myRequests.path}?sort=name&order=${order}&limit=100`, demo)).json().items as ProductRequest[]
      ).map((item) => item.name);
    expect(await byName('asc')).toEqual((await byName('desc')).reverse());
    expect((await call(ctx, 'GET', `${grocery.myRequests.path}?sort=price`, demo)).statusCode).toBe(400);
  });

  it('rejects bad bodies: missing name, unknown category, subcategory of another category, wrong lookups, MRP < price', async () => {
    const otherCategory = (await call(ctx, 'GET', `${LOOKUP.categories.path}?vertical=grocery`))
      .json<{ items: Category[] }>()
      .items.find((category) => category._id !== staples._id)!;
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ categoryId: UNKNOWN_ID }, 'categoryId'],
      [{ categoryId: otherCategory._id }, 'subcategoryId'],
      [{ brandId: await lookup(LOOKUP.units.path, 'grocery', 'kg') }, 'brandId'],
      [{ brandId: await lookup(LOOKUP.brands.path, 'medicine', 'Cipla') }, 'brandId'],
      [{ attributes: { weightId: UNKNOWN_ID } }, 'attributes.weightId'],
      [{ attributes: { weightId: 'heavy' } }, 'attributes'],
      [{ mrp: 10_000 }, 'mrp'],
      [{ price: -5 }, 'price'],
      [{ price: 120.5 }, 'price'],
      [{ mrp: 13_500.25 }, 'mrp'],
      [{ images: ['javascript:alert(1)'] }, 'images'],
    ];
    for (const [body, field] of cases) {
      const response = await requestGrocery(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // A fraction of a paisa (rupees sent as 120.5) says so.
    expect((await requestGrocery({ price: 120.5 })).json()).toMatchObject({
      errors: { price: CATALOGUE_MESSAGES.priceWholePaise },
      fieldCodes: { price: 'priceWholePaise' },
    });
  });

  it('takes the vertical fields: food veg and cuisine, medicine prescription and composition', async () => {
    const foodCategory = (await call(ctx, 'GET', `${LOOKUP.categories.path}?vertical=food`)).json<{ items: Category[] }>().items[0]!;
    const foodRequest = await call(ctx, 'POST', food.requestProduct.path, other.token, {
      name: 'Bisi Bele Bath',
      categoryId: foodCategory._id,
      attributes: { veg: true, cuisineTypeId: await lookup(LOOKUP.cuisineTypes.path, 'food', 'South Indian') },
      price: 14_000,
    });
    expect(foodRequest.statusCode, foodRequest.body).toBe(201);
    expect(foodRequest.json().request.attributes).toMatchObject({ veg: true, cuisineTypeId: expect.any(String) });
    const medicineCategory = (await call(ctx, 'GET', `${LOOKUP.categories.path}?vertical=medicine`)).json<{ items: Category[] }>()
      .items[0]!;
    const medicineRequest = await call(ctx, 'POST', medicine.requestProduct.path, other.token, {
      name: 'Montelukast 10 mg Tablet',
      categoryId: medicineCategory._id,
      attributes: {
        prescriptionRequired: true,
        composition: 'Montelukast 10 mg',
        manufacturer: 'Cipla Ltd.',
        medicineFormId: await lookup(LOOKUP.medicineForms.path, 'medicine', 'Tablet'),
        drugTypeId: await lookup(LOOKUP.drugTypes.path, 'medicine', 'Allopathic'),
        therapeuticClassId: await lookup(LOOKUP.therapeuticClasses.path, 'medicine', 'Antihistamine'),
        packingTypeId: await lookup(LOOKUP.packingTypes.path, 'medicine', 'Strip'),
      },
      price: 18_000,
      mrp: 19_500,
    });
    expect(medicineRequest.statusCode, medicineRequest.body).toBe(201);
    expect(medicineRequest.json().request.attributes).toMatchObject({ prescriptionRequired: true, composition: 'Montelukast 10 mg' });
    // A form id where a drug type is expected.
    const wrongLookup = await call(ctx, 'POST', medicine.requestProduct.path, other.token, {
      name: 'Something',
      categoryId: medicineCategory._id,
      attributes: { drugTypeId: await lookup(LOOKUP.medicineForms.path, 'medicine', 'Tablet') },
      price: 1,
    });
    expect(wrongLookup.statusCode).toBe(400);
    expect(wrongLookup.json()).toMatchObject({ code: 'unknownLookup', fieldCodes: { 'attributes.drugTypeId': 'unknownLookup' } });
  });

  it('edits a pending request; another vendor gets 404', async () => {
    const { request } = (await requestGrocery({ name: 'Filter Coffee Decoction 200 ml' })).json<{ request: ProductRequest }>();
    const path = fillPath(grocery.updateRequest.path, { id: request._id });
    const updated = await call(ctx, 'PUT', path, demo, { name: 'Filter Coffee Decoction 250 ml', price: 13_000 });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      message: CATALOGUE_MESSAGES.requestUpdated,
      request: { name: 'Filter Coffee Decoction 250 ml', price: 13_000, mrp: 13_500, subcategory: { name: 'Rice & Rice Products' } },
    });
    const badMrp = await call(ctx, 'PUT', path, demo, { price: 13_501 });
    expect(badMrp.statusCode).toBe(400);
    expect(badMrp.json()).toMatchObject({
      code: 'mrpBelowPrice',
      errors: { mrp: CATALOGUE_MESSAGES.mrpBelowPrice },
      fieldCodes: { mrp: 'mrpBelowPrice' },
    });
    expect((await call(ctx, 'PUT', path, other.token, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call(ctx, 'GET', fillPath(grocery.myRequest.path, { id: request._id }), other.token)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', fillPath(grocery.myRequest.path, { id: UNKNOWN_ID }), demo)).statusCode).toBe(404);
    // The same request through another vertical's path is not found either.
    expect((await call(ctx, 'GET', fillPath(medicine.myRequest.path, { id: request._id }), other.token)).statusCode).toBe(404);
  });
});

describe('operator review', () => {
  it('approves: the product joins the master catalogue and the requester list; then no more edits', async () => {
    const { request } = (await requestGrocery({ name: 'Kodo Millet 1 kg', stock: 7 })).json<{ request: ProductRequest }>();
    const pending = await call(ctx, 'GET', `${groceryOperator.requests.path}?status=pending&searchQuery=kodo`, admin);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().items.map((item: ProductRequest) => item._id)).toEqual([request._id]);

    const approved = await call(ctx, 'POST', fillPath(groceryOperator.approveRequest.path, { id: request._id }), admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const result = approved.json<{ request: ProductRequest }>().request;
    expect(result).toMatchObject({ status: 'approved', masterProductId: expect.any(String) });

    const master = (await call(ctx, 'GET', `${grocery.masterSearch.path}?searchQuery=kodo millet`, demo)).json().items;
    expect(master).toHaveLength(1);
    expect(master[0]).toMatchObject({ _id: result.masterProductId, brand: { name: 'Tata Sampann' }, myItemId: expect.any(String) });
    const list = (await call(ctx, 'GET', `${grocery.myList.path}?searchQuery=kodo`, demo)).json().items;
    expect(list).toHaveLength(1);
    // Its price and MRP in paise, as asked.
    expect(list[0]).toMatchObject({ price: 12_050, mrp: 13_500, stock: 7 });

    const edit = await call(ctx, 'PUT', fillPath(grocery.updateRequest.path, { id: request._id }), demo, { name: 'Too late' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ code: 'requestNotPending', message: CATALOGUE_MESSAGES.requestNotPending });
    expect((await call(ctx, 'POST', fillPath(groceryOperator.approveRequest.path, { id: request._id }), admin)).statusCode).toBe(409);
    expect(
      (await call(ctx, 'POST', fillPath(groceryOperator.rejectRequest.path, { id: request._id }), admin, { reason: 'x' })).statusCode,
    ).toBe(409);
  });

  it('rejects with a reason the vendor sees; a reason is required', async () => {
    const { request } = (await requestGrocery({ name: 'Loose Sugar' })).json<{ request: ProductRequest }>();
    const path = fillPath(groceryOperator.rejectRequest.path, { id: request._id });
    const noReason = await call(ctx, 'POST', path, admin, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'reasonRequired', errors: { reason: CATALOGUE_MESSAGES.reasonRequired } });
    const rejected = await call(ctx, 'POST', path, admin, { reason: 'Loose products cannot be listed; request a packed brand.' });
    expect(rejected.statusCode).toBe(200);
    const view = (await call(ctx, 'GET', fillPath(grocery.myRequest.path, { id: request._id }), demo)).json().request;
    expect(view).toMatchObject({ status: 'rejected', reason: expect.stringContaining('packed brand') });
    expect((await call(ctx, 'GET', `${grocery.masterSearch.path}?searchQuery=loose sugar`, demo)).json().total).toBe(0);

    // Changed, a rejected request is sent again: pending, its reason gone, reviewable again.
    const resent = await call(ctx, 'PUT', fillPath(grocery.updateRequest.path, { id: request._id }), demo, { name: 'Madhur Sugar 1 kg' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().request).toMatchObject({ name: 'Madhur Sugar 1 kg', status: 'pending', reason: null });
    expect((await call(ctx, 'POST', fillPath(groceryOperator.approveRequest.path, { id: request._id }), admin)).statusCode).toBe(200);
  });

  it("takes only photos this store uploaded here: no outside address, no other path, no other store's file", async () => {
    const mine = await uploadGroceryPhoto(ctx, demo);
    const theirs = await uploadGroceryPhoto(ctx, other.token);
    for (const images of [
      ['https://tracker.example.com/pixel.png'],
      ['/v1/dhubApi/media/../../etc/passwd'],
      [`${mine.slice(0, mine.lastIndexOf('/'))}/../${theirs.slice(theirs.lastIndexOf('/') + 1)}`],
      [theirs],
      ['/v1/dhubApi/media/catalogue/basmati-rice.svg'],
    ]) {
      const refused = await requestGrocery({ name: 'Photo Check Flour', images });
      expect(refused.statusCode, JSON.stringify(images)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'imageNotUploaded', fieldCodes: { images: 'imageNotUploaded' } });
    }
    const created = await requestGrocery({ name: 'Photo Check Flour', images: [mine] });
    expect(created.statusCode, created.body).toBe(201);
    const { request } = created.json<{ request: ProductRequest }>();
    expect(request.images).toEqual([mine]);
    const path = fillPath(grocery.updateRequest.path, { id: request._id });
    expect((await call(ctx, 'PUT', path, demo, { images: [mine, theirs] })).statusCode).toBe(400);
    const kept = await call(ctx, 'PUT', path, demo, { images: [mine], name: 'Photo Check Flour 1 kg' });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('guards the operator routes: vendor 403, no token 401, unknown 404, other vertical 404', async () => {
    const { request } = (await requestGrocery({ name: 'Jowar Flour' })).json<{ request: ProductRequest }>();
    expect((await call(ctx, 'POST', fillPath(groceryOperator.approveRequest.path, { id: request._id }), demo)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', groceryOperator.requests.path)).statusCode).toBe(401);
    expect((await call(ctx, 'POST', fillPath(groceryOperator.approveRequest.path, { id: UNKNOWN_ID }), admin)).statusCode).toBe(404);
    expect((await call(ctx, 'POST', fillPath(medicineOperator.approveRequest.path, { id: request._id }), admin)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `${groceryOperator.requests.path}?limit=0`, admin)).statusCode).toBe(400);
  });

  it('creates and edits master products', async () => {
    const created = await call(ctx, 'POST', groceryOperator.createMaster.path, admin, {
      name: 'Nandini Good Life Milk 1 L',
      categoryId: staples._id,
      brandId: await lookup(LOOKUP.brands.path, 'grocery', 'Nandini'),
      images: ['/v1/dhubApi/media/catalogue/nandini.svg', 'https://cdn.example.com/nandini.png'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({ name: 'Nandini Good Life Milk 1 L', brand: { name: 'Nandini' }, images: expect.any(Array) });
    expect(product.images).toHaveLength(2);
    const updated = await call(ctx, 'PUT', fillPath(groceryOperator.updateMaster.path, { id: product._id }), admin, {
      name: 'Nandini Good Life Toned Milk 1 L',
      subcategoryId: rice._id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().product).toMatchObject({ name: 'Nandini Good Life Toned Milk 1 L', subcategory: { _id: rice._id } });
    expect(updated.json().product.images).toEqual(product.images);
    expect(
      (await call(ctx, 'PUT', fillPath(groceryOperator.updateMaster.path, { id: product._id }), admin, { categoryId: UNKNOWN_ID }))
        .statusCode,
    ).toBe(400);
    const listed = await call(ctx, 'GET', `${groceryOperator.masterList.path}?searchQuery=GOOD LIFE`, admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ total: 1, items: [{ _id: product._id }] });
    expect(listed.json().items[0]).not.toHaveProperty('myItemId');
    expect((await call(ctx, 'GET', groceryOperator.masterList.path, demo)).statusCode).toBe(403);
    expect(
      (await call(ctx, 'PUT', fillPath(medicineOperator.updateMaster.path, { id: product._id }), admin, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(ctx, 'POST', groceryOperator.createMaster.path, admin, { name: 'No category' })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', groceryOperator.createMaster.path, demo, { name: 'x', categoryId: staples._id })).statusCode).toBe(403);
  });
});
