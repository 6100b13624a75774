import { API_PREFIX, notificationEndpoints, storeEndpoints, type VendorProfileResponse } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { storeKyc, stores } from '../../src/db/schema.js';
import { profileValidUntil } from '../../src/modules/stores/profile-service.js';
import { createStorage } from '../../src/storage/index.js';
import { createVendor } from '../helpers/catalogue.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { HEARD } from '../helpers/heard.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

/**
 * A kept profile holds until the next minute: the checks that it is still kept start at least 10 s
 * before one (they take well under that), or they would pass or fail with the clock.
 */
async function awayFromMinuteEnd() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}

const profileOf = async (app: App, token: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `${API_PREFIX}${storeEndpoints.vendorProfile.path}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as VendorProfileResponse;
};

describe('the vendor profile kept per instance', () => {
  it('two instances keep it, and both show a change once the database notifies it', async () => {
    const second = await ctx.buildAnother(createStorage(ctx.config.dataDir));
    const vendor = await createVendor(ctx, ['grocery']);
    await awayFromMinuteEnd();
    const storeId = vendor.storeIds[0]!;
    for (const app of [ctx.app, second]) expect((await profileOf(app, vendor.token)).stores[0]!.name).not.toBe('Renamed Mart');
    // Renamed with the triggers off (no notification): each instance still answers what it kept.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(stores).set({ name: 'Renamed Mart' }).where(eq(stores.id, storeId));
    });
    for (const app of [ctx.app, second]) expect((await profileOf(app, vendor.token)).stores[0]!.name).not.toBe('Renamed Mart');
    // A change with the triggers on (KYC numbers: another table the profile shows) reaches both.
    await ctx.db
      .insert(storeKyc)
      .values({ storeId, panNumber: 'ABCDE1234F' })
      .onConflictDoUpdate({ target: storeKyc.storeId, set: { panNumber: 'ABCDE1234F' } });
    for (const app of [ctx.app, second]) {
      await expect.poll(async () => (await profileOf(app, vendor.token)).stores[0]!.name, HEARD).toBe('Renamed Mart');
    }
  });

  it("drops the vendor's kept profile at any change it asks for, before any notification arrives", async () => {
    const vendor = await createVendor(ctx, ['grocery']);
    const storeId = vendor.storeIds[0]!;
    await awayFromMinuteEnd();
    await profileOf(ctx.app, vendor.token);
    // Renamed without a notification: the kept profile still has the old name…
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(stores).set({ name: 'Quietly Renamed' }).where(eq(stores.id, storeId));
    });
    expect((await profileOf(ctx.app, vendor.token)).stores[0]!.name).not.toBe('Quietly Renamed');
    // …until the vendor itself changes something (here its notifications: nothing the profile shows).
    const read = await ctx.app.inject({
      method: notificationEndpoints.markAllRead.method,
      url: `${API_PREFIX}${notificationEndpoints.markAllRead.path}`,
      headers: { authorization: `Bearer ${vendor.token}` },
      payload: {},
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await profileOf(ctx.app, vendor.token)).stores[0]!.name).toBe('Quietly Renamed');
  });

  it('holds until the next minute, or until a pause ends before it', () => {
    const asOf = Date.parse('2026-11-28T10:15:42.500Z');
    const store = (pausedUntil: string | null) => ({ pausedUntil }) as VendorProfileResponse['stores'][number];
    expect(profileValidUntil({ stores: [] }, asOf)).toBe(Date.parse('2026-11-28T10:16:00.000Z'));
    expect(profileValidUntil({ stores: [store(null), store('2026-11-28T10:15:50.000Z')] }, asOf)).toBe(
      Date.parse('2026-11-28T10:15:50.000Z'),
    );
    expect(profileValidUntil({ stores: [store('2026-11-28T11:00:00.000Z')] }, asOf)).toBe(Date.parse('2026-11-28T10:16:00.000Z'));
  });
});
