import { API_PREFIX, storeEndpoints } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActorCache, type ActorRow } from '../../src/access/actor-cache.js';
import type { App } from '../../src/app.js';
import { users } from '../../src/db/schema.js';
import { createStorage } from '../../src/storage/index.js';
import { createVendor } from '../helpers/catalogue.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { HEARD } from '../helpers/heard.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

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
  it('keeps a read only while it hears the changes, and never one that began before a change', async () => {
    const cache = new ActorCache();
    let reads = 0;
    const read = (during?: () => void) =>
      cache.read('u1', async () => {
        reads++;
        during?.();
        return ROW;
      });
    const readsFor = async (during?: () => void) => {
      const before = reads;
      expect(await read(during)).toBe(ROW);
      return reads - before;
    };
    await read();
    expect(await readsFor()).toBe(1); // not listening yet: nothing kept

    cache.reset(true);
    await read(() => cache.changed('u2')); // a change lands while u1 is being read
    expect(await readsFor()).toBe(1); // that read was not kept; this one is
    expect(await readsFor()).toBe(0);

    cache.changed('u1');
    expect(await readsFor()).toBe(1);
    cache.changed('*');
    expect(await readsFor()).toBe(1);
    cache.reset(false); // the notifications' connection is lost: nothing is served from memory
    expect(await readsFor()).toBe(1);
    expect(await readsFor()).toBe(1);
  });

  it("tells its listeners of each account's change, and of everyone's once it listens again after a loss", () => {
    const cache = new ActorCache();
    const heard: string[] = [];
    const stop = cache.onChange((userId) => heard.push(userId));
    cache.reset(true);
    cache.changed('user-1');
    cache.reset(false); // the connection is lost: what changes meanwhile is not heard
    cache.reset(true);
    stop();
    cache.changed('user-2');
    expect(heard).toEqual(['*', 'user-1', '*']);
  });

  it('two API instances on one database each keep the access read, and both refuse a suspension once the database notifies it', async () => {
    const second = await ctx.buildAnother(createStorage(ctx.config.dataDir));
    const vendor = await createVendor(ctx, ['grocery']);
    for (const app of [ctx.app, second]) expect(await profileStatus(app, vendor.token)).toBe(200);
    // Suspended with the triggers off (no notification): each instance still answers from what it kept.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(users)
        .set({ suspendedAt: sql`now()` })
        .where(eq(users.email, vendor.email));
    });
    for (const app of [ctx.app, second]) expect(await profileStatus(app, vendor.token)).toBe(200);
    // The notification the trigger would have sent: both drop their entry and read the suspension.
    await ctx.db.execute(sql`select pg_notify('actor_changed', ${vendor.userId}::text)`);
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
