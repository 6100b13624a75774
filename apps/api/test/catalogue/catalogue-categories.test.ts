import {
  catalogueLookupEndpoints as LOOKUP,
  CATALOGUE_MESSAGES,
  categoryEndpoints,
  categoryListResponseSchema,
  ecommerceDropdownResponseSchema,
  fillPath,
  lookupListResponseSchema,
  type Category,
} from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { call, UNKNOWN_ID, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let demo: string;
let admin: string;
let other: TestVendor;
useCatalogueApp({ admin: true, vendor: ['grocery', 'shopping'] }, (suite) => ({ ctx, demo, admin, other } = suite));

const get = (path: string, token?: string) => call(ctx, 'GET', path, token);
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('lookups (no token)', () => {
  it.each([
    [LOOKUP.brands.path, 'grocery', 'Aashirvaad'],
    [LOOKUP.brands.path, 'medicine', 'Cipla'],
    [LOOKUP.units.path, undefined, 'kg'],
    [LOOKUP.drugTypes.path, undefined, 'Ayurvedic'],
    [LOOKUP.medicineForms.path, undefined, 'Syrup'],
    [LOOKUP.packingTypes.path, undefined, 'Strip'],
    [LOOKUP.cuisineTypes.path, undefined, 'South Indian'],
    [LOOKUP.weights.path, undefined, '500 g'],
    [LOOKUP.zones.path, undefined, 'Indiranagar'],
    [LOOKUP.therapeuticClasses.path, undefined, 'Antibiotic'],
    [LOOKUP.flavours.path, undefined, 'Spicy'],
  ])('%s ?vertical=%s lists %s', async (path, vertical, expected) => {
    const response = await get(vertical ? `${path}?vertical=${vertical}` : path);
    expect(response.statusCode).toBe(200);
    const { items } = lookupListResponseSchema.parse(response.json());
    expect(names(items)).toContain(expected);
  });

  it('narrows brands to the vertical (plus shared ones), 400 for an unknown vertical', async () => {
    const grocery = lookupListResponseSchema.parse((await get(`${LOOKUP.brands.path}?vertical=grocery`)).json()).items;
    expect(names(grocery)).not.toContain('Cipla');
    expect((await get(`${LOOKUP.brands.path}?vertical=booking`)).statusCode).toBe(400);
  });

  it('groups the ecommerce dropdown by size and colour', async () => {
    const body = ecommerceDropdownResponseSchema.parse((await get(LOOKUP.ecommerceDropdown.path)).json());
    expect(names(body.groups.size!)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
    expect(names(body.groups.colour!)).toContain('Navy');
  });

  it('walks categories → subcategories → child categories; unknown ids give empty lists', async () => {
    const categories = categoryListResponseSchema.parse((await get(`${LOOKUP.categories.path}?vertical=grocery`)).json()).items;
    expect(names(categories)).toEqual(expect.arrayContaining(['Staples', 'Dairy & Breakfast']));
    expect(categories.every((category) => category.level === 1 && category.status === 'approved')).toBe(true);
    const staples = categories.find((category) => category.name === 'Staples')!;
    const subs = categoryListResponseSchema.parse((await get(`${LOOKUP.subcategories.path}?categoryId=${staples._id}`)).json()).items;
    expect(names(subs)).toContain('Atta & Flours');
    const atta = subs.find((sub) => sub.name === 'Atta & Flours')!;
    const children = (await get(`${LOOKUP.childCategories.path}?subcategoryId=${atta._id}`)).json().items as Category[];
    expect(names(children)).toEqual(['Besan & Other Flours', 'Whole Wheat Atta']);
    expect(children[0]).toMatchObject({ level: 3, parentId: atta._id, parentName: 'Atta & Flours' });
    expect((await get(`${LOOKUP.subcategories.path}?categoryId=${UNKNOWN_ID}`)).json()).toEqual({ items: [] });
    expect((await get(`${LOOKUP.subcategories.path}?categoryId=nope`)).json()).toEqual({ items: [] });
    expect((await get(LOOKUP.subcategories.path)).statusCode).toBe(400);
    expect((await get(LOOKUP.categories.path)).statusCode).toBe(400);
  });

  it('lists services, countries, states and cities', async () => {
    const services = (await get(LOOKUP.activeServices.path)).json().items;
    expect(names(services).slice(0, 4)).toEqual(['Grocery', 'Food', 'Shopping', 'Medicine']);
    const india = (await get(LOOKUP.countries.path)).json().items.find((country: Category) => country.name === 'India');
    const karnataka = (await get(`${LOOKUP.states.path}?countryId=${india._id}`))
      .json()
      .items.find((state: Category) => state.name === 'Karnataka');
    expect(names((await get(`${LOOKUP.cities.path}?stateId=${karnataka._id}`)).json().items)).toContain('Bengaluru');
    expect((await get(`${LOOKUP.states.path}?countryId=x`)).json()).toEqual({ items: [] });
    expect((await get(LOOKUP.cities.path)).statusCode).toBe(400);
  });
});

describe('category requests', () => {
  it('a vendor requests a category: pending for it, invisible to others, duplicate 409', async () => {
    const response = await call(ctx, 'POST', categoryEndpoints.addCategory.path, demo, { name: 'Organic Produce' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: CATALOGUE_MESSAGES.categoryRequested,
      category: { name: 'Organic Produce', status: 'pending', vertical: 'grocery', level: 1 },
    });
    const mine = categoryListResponseSchema.parse((await get(categoryEndpoints.categories.path, demo)).json()).items;
    expect(names(mine)).toEqual(expect.arrayContaining(['Organic Produce', 'Staples']));
    expect(names((await get(`${categoryEndpoints.categories.path}?status=pending`, demo)).json().items)).toEqual(['Organic Produce']);
    const theirs = (await get(`${categoryEndpoints.categories.path}?vertical=grocery`, other.token)).json().items;
    expect(names(theirs)).not.toContain('Organic Produce');
    const duplicate = await call(ctx, 'POST', categoryEndpoints.addCategory.path, other.token, {
      name: 'organic produce',
      vertical: 'grocery',
    });
    expect(duplicate.statusCode).toBe(409);
    expect((await call(ctx, 'POST', categoryEndpoints.addCategory.path, demo, { name: 'staples' })).statusCode).toBe(409);
    expect((await call(ctx, 'POST', categoryEndpoints.addCategory.path, demo, { name: '' })).statusCode).toBe(400);
    expect((await call(ctx, 'POST', categoryEndpoints.addCategory.path, demo, { name: 'Gadgets', vertical: 'shopping' })).statusCode).toBe(
      404,
    );
    expect((await call(ctx, 'POST', categoryEndpoints.addCategory.path, undefined, { name: 'x' })).statusCode).toBe(401);
  });

  it('the operator approves one and rejects another with a reason', async () => {
    const approve = (
      await call(ctx, 'POST', categoryEndpoints.addCategory.path, other.token, { name: 'Festive Hampers', vertical: 'shopping' })
    ).json().category as Category;
    const reject = (await call(ctx, 'POST', categoryEndpoints.addCategory.path, demo, { name: 'Misc Stuff' })).json().category as Category;
    const pending = categoryListResponseSchema.parse((await get(categoryEndpoints.adminRequests.path, admin)).json()).items;
    expect(names(pending)).toEqual(expect.arrayContaining(['Festive Hampers', 'Misc Stuff']));
    expect((await get(categoryEndpoints.adminRequests.path, demo)).statusCode).toBe(403);

    const approved = await call(ctx, 'POST', fillPath(categoryEndpoints.adminApprove.path, { id: approve._id }), admin);
    expect(approved.json().category).toMatchObject({ status: 'approved' });
    expect(names((await get(`${LOOKUP.categories.path}?vertical=shopping`)).json().items)).toContain('Festive Hampers');
    expect((await call(ctx, 'POST', fillPath(categoryEndpoints.adminApprove.path, { id: approve._id }), admin)).statusCode).toBe(409);

    expect((await call(ctx, 'POST', fillPath(categoryEndpoints.adminReject.path, { id: reject._id }), admin, {})).statusCode).toBe(400);
    const rejected = await call(ctx, 'POST', fillPath(categoryEndpoints.adminReject.path, { id: reject._id }), admin, {
      reason: 'Too vague.',
    });
    expect(rejected.json().category).toMatchObject({ status: 'rejected', reason: 'Too vague.' });
    const list = (await get(categoryEndpoints.rejectedCategories.path, demo)).json().items as Category[];
    expect(list.map((item) => [item.name, item.reason])).toEqual([['Misc Stuff', 'Too vague.']]);
    expect((await get(categoryEndpoints.rejectedCategories.path, other.token)).json().items).toEqual([]);
    expect((await call(ctx, 'POST', fillPath(categoryEndpoints.adminApprove.path, { id: UNKNOWN_ID }), admin)).statusCode).toBe(404);
  });

  it('subcategories: request under an approved category, list, reject', async () => {
    const staples = (await get(`${LOOKUP.categories.path}?vertical=grocery`))
      .json()
      .items.find((item: Category) => item.name === 'Staples');
    const added = await call(ctx, 'POST', categoryEndpoints.addSubcategory.path, demo, { name: 'Millets', categoryId: staples._id });
    expect(added.statusCode, added.body).toBe(201);
    const sub = added.json().category as Category;
    expect(sub).toMatchObject({ level: 2, parentId: staples._id, parentName: 'Staples', status: 'pending' });
    const mine = (await get(`${categoryEndpoints.subcategories.path}?categoryId=${staples._id}`, demo)).json().items as Category[];
    expect(names(mine)).toEqual(expect.arrayContaining(['Millets', 'Rice & Rice Products']));
    expect(names((await get(`${categoryEndpoints.subcategories.path}?categoryId=${staples._id}`, other.token)).json().items)).not.toContain(
      'Millets',
    );

    expect(
      (await call(ctx, 'POST', categoryEndpoints.addSubcategory.path, demo, { name: 'Millets', categoryId: staples._id })).statusCode,
    ).toBe(409);
    const unknown = await call(ctx, 'POST', categoryEndpoints.addSubcategory.path, demo, { name: 'X', categoryId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'unknownCategory',
      errors: { categoryId: CATALOGUE_MESSAGES.unknownCategory },
      fieldCodes: { categoryId: 'unknownCategory' },
    });
    // A shopping category, but the demo vendor has no shopping store.
    const shopping = (await get(`${LOOKUP.categories.path}?vertical=shopping`)).json().items[0] as Category;
    expect((await call(ctx, 'POST', categoryEndpoints.addSubcategory.path, demo, { name: 'Y', categoryId: shopping._id })).statusCode).toBe(
      404,
    );

    const subRequests = (await get(`${categoryEndpoints.adminRequests.path}?level=2`, admin)).json().items as Category[];
    expect(names(subRequests)).toEqual(['Millets']);
    await call(ctx, 'POST', fillPath(categoryEndpoints.adminReject.path, { id: sub._id }), admin, { reason: 'Use Atta & Flours.' });
    expect(names((await get(categoryEndpoints.rejectedSubcategories.path, demo)).json().items)).toEqual(['Millets']);
  });
});
