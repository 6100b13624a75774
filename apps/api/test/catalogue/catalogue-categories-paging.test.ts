import {
  CATALOGUE_MESSAGES,
  catalogueLookupEndpoints as LOOKUP,
  type Category,
  categoryEndpoints,
  categoryPageResponseSchema,
  codeOfText,
  fillPath,
} from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { call, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let demo: string;
let admin: string;
let other: TestVendor;

const DEMO_CATEGORIES = ['Cold-Pressed Oils', 'Organic Millets', 'Festive Sweets', 'Baby Care', 'Pet Food'];
const DEMO_SUBCATEGORIES = ['Foxtail Millet', 'Kodo Millet', 'Brown Rice Poha'];

useCatalogueApp({ admin: true, vendor: ['grocery'] }, async (suite) => {
  ({ ctx, demo, admin, other } = suite);
  const add = async (token: string, path: string, body: object) => {
    const response = await call(ctx, 'POST', path, token, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().category as Category;
  };
  for (const name of DEMO_CATEGORIES) await add(demo, categoryEndpoints.addCategory.path, { name });
  await add(other.token, categoryEndpoints.addCategory.path, { name: 'Imported Oils' });
  const staples = (await call(ctx, 'GET', `${LOOKUP.categories.path}?vertical=grocery`))
    .json()
    .items.find((item: Category) => item.name === 'Staples');
  const subs = [];
  for (const name of DEMO_SUBCATEGORIES)
    subs.push(await add(demo, categoryEndpoints.addSubcategory.path, { name, categoryId: staples._id }));
  const theirs = await add(other.token, categoryEndpoints.addSubcategory.path, { name: 'Little Millet', categoryId: staples._id });
  for (const sub of [...subs.slice(0, 2), theirs]) {
    const rejected = await call(ctx, 'POST', fillPath(categoryEndpoints.adminReject.path, { id: sub._id }), admin, {
      reason: 'Sell these under Rice & Rice Products.',
    });
    if (rejected.statusCode !== 200) throw new Error(rejected.body);
  }
});

async function page(path: string, query: string, token = demo) {
  const response = await call(ctx, 'GET', `${path}?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return categoryPageResponseSchema.parse(response.json());
}
const names = (items: Category[]) => items.map((item) => item.name);

describe('vendor category lists, paged on the server', () => {
  it('pages the pending categories by name; a page beyond the end is empty with the total', async () => {
    const first = await page(categoryEndpoints.categories.path, 'status=pending&limit=2');
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5 });
    const all = [...DEMO_CATEGORIES].sort((a, b) => a.localeCompare(b));
    expect(names(first.items)).toEqual(all.slice(0, 2));
    expect(names((await page(categoryEndpoints.categories.path, 'status=pending&limit=2&page=2')).items)).toEqual(all.slice(2, 4));
    expect(names((await page(categoryEndpoints.categories.path, 'status=pending&limit=2&page=3')).items)).toEqual(all.slice(4));
    expect(await page(categoryEndpoints.categories.path, 'status=pending&limit=2&page=4')).toEqual({
      items: [],
      page: 4,
      limit: 2,
      total: 5,
    });
  });

  it('defaults to page 1 of 20 and keeps the approved categories in the unfiltered list', async () => {
    const body = await page(categoryEndpoints.categories.path, '');
    expect(body).toMatchObject({ page: 1, limit: 20 });
    expect(names(body.items)).toEqual(expect.arrayContaining(['Staples', ...DEMO_CATEGORIES]));
    expect(body.total).toBe(body.items.length);
  });

  it('searches names (contains, any case; LIKE wildcards literal)', async () => {
    const oils = await page(categoryEndpoints.categories.path, 'status=pending&searchQuery=PRESSED%20oil');
    expect(names(oils.items)).toEqual(['Cold-Pressed Oils']);
    expect(oils.total).toBe(1);
    expect((await page(categoryEndpoints.categories.path, 'status=pending&searchQuery=%25')).total).toBe(0);
    expect(names((await page(categoryEndpoints.subcategories.path, 'status=pending&searchQuery=millet')).items)).toEqual([]);
    expect(names((await page(categoryEndpoints.rejectedSubcategories.path, 'searchQuery=millet')).items)).toEqual([
      'Foxtail Millet',
      'Kodo Millet',
    ]);
  });

  it("never lists another vendor's requests", async () => {
    const mine = await page(categoryEndpoints.categories.path, 'status=pending&limit=100');
    expect(names(mine.items)).not.toContain('Imported Oils');
    const theirs = await page(categoryEndpoints.categories.path, 'status=pending&limit=100', other.token);
    expect(theirs).toMatchObject({ total: 1, items: [{ name: 'Imported Oils' }] });
    const rejected = await page(categoryEndpoints.rejectedSubcategories.path, 'limit=1');
    expect(rejected).toMatchObject({ total: 2, items: [{ name: 'Foxtail Millet', reason: 'Sell these under Rice & Rice Products.' }] });
    expect(names((await page(categoryEndpoints.rejectedSubcategories.path, '', other.token)).items)).toEqual(['Little Millet']);
    expect(names((await page(categoryEndpoints.subcategories.path, 'status=pending', other.token)).items)).toEqual([]);
    expect(names((await page(categoryEndpoints.subcategories.path, 'status=pending')).items)).toEqual(['Brown Rice Poha']);
  });

  it('answers 400 for a limit out of 1..100, page 0 or a non-number', async () => {
    for (const [query, field, message] of [
      ['limit=0', 'limit', CATALOGUE_MESSAGES.limitRange],
      ['limit=101', 'limit', CATALOGUE_MESSAGES.limitRange],
      ['limit=ten', 'limit', CATALOGUE_MESSAGES.limitRange],
      ['page=0', 'page', CATALOGUE_MESSAGES.pageRange],
      ['page=1.5', 'page', CATALOGUE_MESSAGES.pageRange],
    ] as const) {
      for (const path of [categoryEndpoints.categories.path, categoryEndpoints.rejectedSubcategories.path]) {
        const response = await call(ctx, 'GET', `${path}?${query}`, demo);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ errors: { [field]: message }, fieldCodes: { [field]: codeOfText(message) } });
      }
    }
    expect((await call(ctx, 'GET', `${categoryEndpoints.categories.path}?limit=100`, demo)).statusCode).toBe(200);
  });
});
