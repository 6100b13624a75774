import { catalogueEndpoints, MESSAGES, storeEndpoints } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { call, createVendor } from '../helpers/catalogue.js';
import { login } from '../helpers/http.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { HEARD } from '../helpers/heard.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

/** How long an instance may take to hear a change made in the database (a notification). */
const suspended = { code: 'accountSuspended', message: MESSAGES.accountSuspended };

describe('a suspended account', () => {
  it('is refused on the next request with the token it already has (read per request, not at sign-in)', async () => {
    const vendor = await createVendor(ctx, ['grocery']);
    const myList = catalogueEndpoints('grocery').myList.path;
    expect((await call(ctx, 'GET', storeEndpoints.vendorProfile.path, vendor.token)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', myList, vendor.token)).statusCode).toBe(200);

    await ctx.db
      .update(users)
      .set({ suspendedAt: sql`now()` })
      .where(eq(users.email, vendor.email));
    // As soon as this instance hears the change (PostgreSQL notifies it; PGlite before the update returns).
    await expect.poll(async () => (await call(ctx, 'GET', myList, vendor.token)).statusCode, HEARD).toBe(403);
    for (const path of [storeEndpoints.vendorProfile.path, myList]) {
      const response = await call(ctx, 'GET', path, vendor.token);
      expect(response.statusCode, path).toBe(403);
      expect(response.json(), path).toEqual(suspended);
    }
    const signIn = await login(ctx.app, vendor.email, vendor.password);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual(suspended);

    // Lifting the suspension lets the same token in again.
    await ctx.db.update(users).set({ suspendedAt: null }).where(eq(users.email, vendor.email));
    await expect.poll(async () => (await call(ctx, 'GET', myList, vendor.token)).statusCode, HEARD).toBe(200);
  });

  it('whose account was deleted: 401 with the token it still has', async () => {
    const vendor = await createVendor(ctx, []);
    // Signed in and kept by the access check first: the deletion must reach what was kept.
    expect((await call(ctx, 'GET', storeEndpoints.vendorProfile.path, vendor.token)).statusCode).toBe(200);
    await ctx.db.delete(users).where(eq(users.email, vendor.email));
    await expect.poll(async () => (await call(ctx, 'GET', storeEndpoints.vendorProfile.path, vendor.token)).statusCode, HEARD).toBe(401);
    const response = await call(ctx, 'GET', storeEndpoints.vendorProfile.path, vendor.token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: MESSAGES.unauthorized });
  });
});

describe('a password change', () => {
  it('ends the sessions signed in before it; a sign-in after it works', async () => {
    const vendor = await createVendor(ctx, ['grocery']);
    const profile = storeEndpoints.vendorProfile.path;
    expect((await call(ctx, 'GET', profile, vendor.token)).statusCode).toBe(200);
    // The change is stamped a second after the token was issued (tokens count whole seconds).
    await ctx.db
      .update(users)
      .set({ passwordChangedAt: sql`now() + interval '1 second'` })
      .where(eq(users.email, vendor.email));
    await expect.poll(async () => (await call(ctx, 'GET', profile, vendor.token)).statusCode, HEARD).toBe(401);
    const old = await call(ctx, 'GET', profile, vendor.token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ code: 'sessionExpired', message: MESSAGES.sessionExpired });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = (await login(ctx.app, vendor.email, vendor.password)).json<{ token: string }>().token;
    expect((await call(ctx, 'GET', profile, fresh)).statusCode).toBe(200);
  });
});
