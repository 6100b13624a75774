import {
  catalogueEndpoints,
  catalogueLookupEndpoints as LOOKUP,
  fillPath,
  operatorEndpoints,
  planEndpoints,
  walletOperatorEndpoints,
  type Category,
  type PlansAnswer,
  type ProductRequest,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterProducts } from '../../src/db/catalogue-schema.js';
import { plans } from '../../src/db/plans-schema.js';
import { services } from '../../src/db/schema.js';
import { adminToken, call, createVendor, type TestVendor } from '../helpers/catalogue.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
let ctx: TestContext;
let admin: string;
let vendor: TestVendor;
let storeId: string;
let products: string[];

/** A plan of the grocery service allowing `limit` listings, bought by the test's store. */
async function onPlanAllowing(limit: number) {
  const [service] = await ctx.db.select({ id: services.id }).from(services).where(eq(services.kind, 'grocery'));
  const [plan] = await ctx.db
    .insert(plans)
    .values({
      serviceId: service!.id,
      name: `Limit ${limit}`,
      description: 'A test plan',
      price: 100,
      durationDays: 30,
      listingLimit: limit,
      commissionRate: 1000,
    })
    .returning({ id: plans.id });
  await call(ctx, 'POST', walletOperatorEndpoints.adjust.path, admin, { storeId, amount: 1_000, reason: 'Test money' });
  const bought = await call(ctx, 'POST', planEndpoints.subscribe.path, vendor.token, { storeId, planId: plan!.id, payWith: 'wallet' });
  expect(bought.statusCode, bought.body).toBe(201);
}

const add = (masterProductId: string) =>
  call(ctx, 'POST', `${grocery.addToMyList.path}?storeId=${storeId}`, vendor.token, { masterProductId, price: 50, mrp: 60, stock: 5 });
const usage = async () => (await call(ctx, 'GET', `${planEndpoints.list.path}?storeId=${storeId}`, vendor.token)).json<PlansAnswer>().usage;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await adminToken(ctx);
  vendor = await createVendor(ctx, ['grocery']);
  storeId = vendor.storeIds[0]!;
  const rows = await ctx.db.select({ id: masterProducts.id }).from(masterProducts).where(eq(masterProducts.vertical, 'grocery')).limit(12);
  products = rows.map((row) => row.id);
});
afterAll(() => ctx?.close());

describe("a plan's listing limit", () => {
  it('holds against adds at once, a restore and an approved request: every way into the list takes the same lock', async () => {
    await onPlanAllowing(3);
    expect((await add(products[0]!)).statusCode).toBe(201);
    // Eight adds at once for two free places (on PostgreSQL they run side by side).
    const answers = await Promise.all(products.slice(1, 9).map((id) => add(id)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 409).every((answer) => answer.json().code === 'listingLimitReached')).toBe(
      true,
    );
    expect(await usage()).toEqual({ listings: 3, listingLimit: 3 });

    // Delete one, fill its place, then the deleted one cannot come back.
    const listed = answers.find((answer) => answer.statusCode === 201)!.json<{ item: { _id: string } }>();
    const itemId = listed.item?._id ?? (listed as unknown as { _id: string })._id;
    expect((await call(ctx, 'DELETE', fillPath(grocery.delete.path, { id: itemId }), vendor.token)).statusCode).toBe(200);
    expect((await add(products[9]!)).statusCode).toBe(201);
    const restore = await call(ctx, 'POST', fillPath(grocery.restore.path, { id: itemId }), vendor.token);
    expect(restore.statusCode, restore.body).toBe(409);
    expect(restore.json().code).toBe('listingLimitReached');

    // An approved request joins the catalogue but not a full list.
    const categories = (await call(ctx, 'GET', `${LOOKUP.categories.path}?vertical=grocery`)).json<{ items: Category[] }>().items;
    const requested = await call(ctx, 'POST', `${grocery.requestProduct.path}?storeId=${storeId}`, vendor.token, {
      name: 'Kokum Syrup 750 ml',
      categoryId: categories[0]!._id,
      price: 24_000,
      stock: 4,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const request = requested.json<{ request: ProductRequest }>().request;
    const approved = await call(ctx, 'POST', fillPath(operatorEndpoints('grocery').approveRequest.path, { id: request._id }), admin);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<{ request: ProductRequest }>().request).toMatchObject({ status: 'approved', masterProductId: expect.any(String) });
    expect(await usage()).toEqual({ listings: 3, listingLimit: 3 });
  });
});
