import { API_PREFIX, storeEndpoints } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActorCache, type ActorRow } from '../../src/access/actor-cache.js';
import type { App } from '../../src/app.js';
import { users } from '../../src/db/schema.js';
import { createStorage } from '../../src/storage/index.js';
import { createVendor } from '../helpers/catalogue.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

const HEARD = { timeout: 3000, interval: 10 };
const ROW: ActorRow = { role: 'vendor', suspended: false, passwordChangedAt: null, stores: [] };

const profileStatus = async (app: App, token: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `${API_PREFIX}${storeEndpoints.vendorProfile.path}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

describe('the access check cache', () => {
  it('keeps a read only while it hears the changes, and never one that began before a change', () => {
    const cache = new ActorCache();
    cache.keep('u1', ROW, cache.startRead());
    expect(cache.get('u1')).toBeUndefined(); // not listening yet

    cache.reset(true);
    const before = cache.startRead();
    cache.changed('u2'); // a change lands while u1 is being read
    cache.keep('u1', ROW, before);
    expect(cache.get('u1')).toBeUndefined();

    cache.keep('u1', ROW, cache.startRead());
    expect(cache.get('u1')).toBe(ROW);
    cache.changed('u1');
    expect(cache.get('u1')).toBeUndefined();

    cache.keep('u1', ROW, cache.startRead());
    cache.changed('*');
    expect(cache.get('u1')).toBeUndefined();

    cache.keep('u1', ROW, cache.startRead());
    cache.reset(false); // the notifications' connection is lost: nothing is served from memory
    expect(cache.get('u1')).toBeUndefined();
  });

  it('two API instances on one database both refuse a suspended account as soon as the database changes', async () => {
    const second = await ctx.buildAnother(createStorage(ctx.config.dataDir));
    const vendor = await createVendor(ctx, ['grocery']);
    for (const app of [ctx.app, second]) {
      expect(await profileStatus(app, vendor.token)).toBe(200);
      expect(await profileStatus(app, vendor.token)).toBe(200); // now answered from each one's cache
    }
    await ctx.db
      .update(users)
      .set({ suspendedAt: sql`now()` })
      .where(eq(users.email, vendor.email));
    for (const app of [ctx.app, second]) await expect.poll(() => profileStatus(app, vendor.token), HEARD).toBe(403);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('listens again after losing its connection, and hears what changes then', async () => {
    const vendor = await createVendor(ctx, ['grocery']);
    expect(await profileStatus(ctx.app, vendor.token)).toBe(200);
    const listeners = async () =>
      (
        await ctx.handle.pool!.query(
          "select count(*)::int as n from pg_stat_activity where query ilike 'listen%' and datname = current_database()",
        )
      ).rows[0];
    const listening = await listeners();
    await ctx.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()`,
    );
    await expect.poll(listeners, HEARD).not.toEqual(listening);
    // Back within about a second (it retries every second).
    await expect.poll(listeners, HEARD).toEqual(listening);
    expect(await profileStatus(ctx.app, vendor.token)).toBe(200);
    await ctx.db
      .update(users)
      .set({ suspendedAt: sql`now()` })
      .where(eq(users.email, vendor.email));
    await expect.poll(() => profileStatus(ctx.app, vendor.token), HEARD).toBe(403);
  });
});
