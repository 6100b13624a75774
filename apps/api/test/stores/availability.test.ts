import { customerEndpoints, fillPath, MESSAGES, storeEndpoints, vendorProfileResponseSchema } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type TestVendor } from '../helpers/catalogue.js';
import { place, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';
import type { TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let vendor: string;
let customer: string;
let other: TestVendor;
let store: OrdersSuite['store'];
useOrdersApp((suite) => ({ ctx, vendor, customer, other, store } = suite));

const setAvailability = (body: object, storeId = store.storeId, token = vendor) =>
  call(ctx, 'POST', fillPath(storeEndpoints.availability.path, { storeId }), token, body);
const order = () => place(ctx, customer, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity: 1 }] });
const pausedUntil = async () =>
  vendorProfileResponseSchema
    .parse((await call(ctx, 'GET', storeEndpoints.vendorProfile.path, vendor)).json())
    .stores.find((row) => row._id === store.storeId)!.pausedUntil;
const listed = async () =>
  ((await call(ctx, 'GET', `${customerEndpoints.stores.path}?pincode=560038`, customer)).json() as { items: { _id: string }[] }).items.some(
    (row) => row._id === store.storeId,
  );

describe('store availability and busy mode', () => {
  it('a pause stops new orders until its time, then ends by itself (from the stored time)', async () => {
    const paused = await setAvailability({ action: 'pause', minutes: 15 });
    expect(paused.json()).toMatchObject({ message: MESSAGES.storePaused, shopOpenOrClose: true });
    const until = Date.parse((await pausedUntil())!);
    expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    expect((await order()).json()).toMatchObject({ code: 'storeNotOrderable' });
    expect(await listed()).toBe(false);

    await ctx.db.execute(sql`update stores set paused_until = now() - interval '1 second' where id = ${store.storeId}`);
    expect(await pausedUntil()).toBeNull();
    expect(await listed()).toBe(true);
    expect((await order()).statusCode).toBe(201);
  });

  it('closing stops orders until the vendor opens again; opening ends a pause', async () => {
    expect((await setAvailability({ action: 'close' })).json()).toMatchObject({ shopOpenOrClose: false, pausedUntil: null });
    expect((await order()).json()).toMatchObject({ code: 'storeNotOrderable' });
    await setAvailability({ action: 'pause', minutes: 60 });
    expect((await setAvailability({ action: 'open' })).json()).toMatchObject({
      message: MESSAGES.storeOpened,
      shopOpenOrClose: true,
      pausedUntil: null,
    });
    expect((await order()).statusCode).toBe(201);
  });

  it("refuses another vendor's store, other pause lengths, and customers", async () => {
    expect((await setAvailability({ action: 'close' }, store.storeId, other.token)).statusCode).toBe(404);
    expect((await setAvailability({ action: 'pause', minutes: 20 })).statusCode).toBe(400);
    expect((await setAvailability({ action: 'close' }, store.storeId, customer)).statusCode).toBe(403);
    expect((await order()).statusCode).toBe(201);
  });
});
