import { createHmac } from 'node:crypto';
import { authEndpoints, MESSAGES, vendorProfileResponseSchema } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../src/seed/index.js';
import { api, getProfile, loginToken } from '../helpers/http.js';
import { jwtClaims } from '../helpers/jwt.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

/** An HS256 JWT signed by hand, so the tests do not trust the library they test. */
function signJwt(claims: Record<string, unknown>, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('GET vendor/auth/vendorgetprofile', () => {
  it('returns the demo vendor and its approved grocery store and restaurant with names and status', async () => {
    const token = await loginToken(ctx.app, ctx.config.demoVendor.email, ctx.config.demoVendor.password);
    const response = await getProfile(ctx.app, token);
    expect(response.statusCode).toBe(200);
    const profile = vendorProfileResponseSchema.parse(response.json());
    expect(profile.vendor).toMatchObject({ email: 'vendor@example.com', role: 'vendor', experiance: 8, dob: '1988-04-12' });
    expect(profile.stores.map((store) => store.name)).toEqual(['Sparkle Home Services', 'Spice Route Kitchen', 'Sharma Fresh Mart']); // newest first
    expect(profile.stores[0]).toMatchObject({ status: 'approved', service: { name: 'Home Cleaning', kind: 'booking' } });
    expect(profile.stores[1]).toMatchObject({ status: 'approved', service: { name: 'Food', kind: 'food' }, city: { name: 'Bengaluru' } });
    expect(profile.stores[2]).toMatchObject({
      name: 'Sharma Fresh Mart',
      status: 'approved',
      statusReason: null,
      service: { name: 'Grocery', kind: 'grocery' },
      country: { name: 'India' },
      state: { name: 'Karnataka' },
      city: { name: 'Bengaluru' },
      logo: null,
    });
  });

  it('seeding again adds nothing (one restaurant)', async () => {
    expect(await seedDatabase(ctx.db, { demoVendor: ctx.config.demoVendor, admin: ctx.config.admin })).toBe(false);
    const token = await loginToken(ctx.app, ctx.config.demoVendor.email, ctx.config.demoVendor.password);
    const profile = vendorProfileResponseSchema.parse((await getProfile(ctx.app, token)).json());
    expect(profile.stores.map((store) => store.name)).toEqual(['Sparkle Home Services', 'Spice Route Kitchen', 'Sharma Fresh Mart']);
  });

  it('401 without a token', async () => {
    const response = await getProfile(ctx.app);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: MESSAGES.unauthorized });
  });

  it('401 with a malformed token or another scheme', async () => {
    expect((await getProfile(ctx.app, 'not.a.jwt')).json()).toEqual({ code: 'unauthorized', message: MESSAGES.unauthorized });
    const basic = await ctx.app.inject({
      method: 'GET',
      url: api('/vendor/auth/vendorgetprofile'),
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('401 with a token signed by another secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = signJwt({ sub: '00000000-0000-4000-8000-000000000000', role: 'vendor', iat: now, exp: now + 3600 }, 'not-the-secret');
    const response = await getProfile(ctx.app, forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'unauthorized', message: MESSAGES.unauthorized });
  });

  it('401 "session expired" with an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await loginToken(ctx.app, ctx.config.demoVendor.email, ctx.config.demoVendor.password);
    const { sub } = jwtClaims<{ sub: string }>(token);
    const expired = signJwt({ sub, role: 'vendor', iat: now - 7200, exp: now - 3600 }, ctx.config.jwtSecret);
    const response = await getProfile(ctx.app, expired);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'sessionExpired', message: MESSAGES.sessionExpired });
  });

  it('401 for a valid token of an account that does not exist', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt({ sub: '00000000-0000-4000-8000-000000000000', role: 'vendor', iat: now, exp: now + 60 }, ctx.config.jwtSecret);
    expect((await getProfile(ctx.app, token)).statusCode).toBe(401);
  });

  it('403 for an admin token (vendors only)', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: api(authEndpoints.adminLogin.path), payload: ctx.config.admin });
    const adminToken = response.json<{ token: string }>().token;
    const profile = await getProfile(ctx.app, adminToken);
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toEqual({ code: 'forbidden', message: MESSAGES.forbidden });
  });
});
