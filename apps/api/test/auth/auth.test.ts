import { authEndpoints, LOGIN_RATE_LIMIT, loginResponseSchema, MESSAGES } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema.js';
import { api, login } from '../helpers/http.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { jwtClaims } from '../helpers/jwt.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

describe('POST vendor/auth/vendorlogin', () => {
  it('signs the demo vendor in: token, message and the session user', async () => {
    const response = await login(ctx.app, ctx.config.demoVendor.email, ctx.config.demoVendor.password, '10.0.0.1');
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.message).toBe(MESSAGES.loginSuccess);
    expect(body.user).toMatchObject({ email: 'vendor@example.com', role: 'vendor', name: 'Priya Sharma' });
    const claims = jwtClaims<{ sub: string; role: string; exp: number; iat: number }>(body.token);
    expect(claims).toMatchObject({ sub: body.user._id, role: 'vendor' });
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await login(ctx.app, '  VENDOR@Example.COM ', ctx.config.demoVendor.password, '10.0.0.2');
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const wrong = await login(ctx.app, ctx.config.demoVendor.email, 'Wrong@123', '10.0.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'invalidCredentials', message: MESSAGES.invalidCredentials });
    const unknown = await login(ctx.app, 'nobody@example.com', 'Vendor@123', '10.0.0.3');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: 'invalidCredentials', message: MESSAGES.invalidCredentials });
  });

  it('refuses an admin account on the vendor sign-in, accepts it on the admin sign-in', async () => {
    const asVendor = await login(ctx.app, ctx.config.admin.email, ctx.config.admin.password, '10.0.0.4');
    expect(asVendor.statusCode).toBe(401);
    const asAdmin = await ctx.app.inject({
      method: 'POST',
      url: api(authEndpoints.adminLogin.path),
      payload: ctx.config.admin,
      remoteAddress: '10.0.0.4',
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(loginResponseSchema.parse(asAdmin.json()).user.role).toBe('admin');
    const vendorOnAdmin = await ctx.app.inject({
      method: 'POST',
      url: api(authEndpoints.adminLogin.path),
      payload: ctx.config.demoVendor,
      remoteAddress: '10.0.0.5',
    });
    expect(vendorOnAdmin.statusCode).toBe(401);
  });

  it('answers 400 with field errors when fields are missing or malformed', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: api(authEndpoints.vendorLogin.path), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'fieldRequired',
      message: MESSAGES.fieldRequired,
      errors: { email: MESSAGES.fieldRequired, password: MESSAGES.fieldRequired },
      fieldCodes: { email: 'fieldRequired', password: 'fieldRequired' },
    });
    const badEmail = await ctx.app.inject({
      method: 'POST',
      url: api(authEndpoints.vendorLogin.path),
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ errors: { email: MESSAGES.invalidEmail }, fieldCodes: { email: 'invalidEmail' } });
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: api(authEndpoints.vendorLogin.path),
      payload: { email: 42, password: ['a'] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors)).toEqual(['email', 'password']);
  });

  it('answers 400 JSON for a malformed JSON body and 415 for an unsupported content type', async () => {
    const badJson = await ctx.app.inject({
      method: 'POST',
      url: api(authEndpoints.vendorLogin.path),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "vendor@example.com", ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ code: 'invalidRequest', message: MESSAGES.invalidRequest });
    const xml = await ctx.app.inject({
      method: 'POST',
      url: api(authEndpoints.vendorLogin.path),
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 'invalidRequest', message: MESSAGES.invalidRequest });
  });
});

describe('sign-in throttle (counted in the database, per account and address)', () => {
  const { freeFailures, addressFailureCeiling } = LOGIN_RATE_LIMIT;
  const vendor = () => ctx.config.demoVendor;
  const adminLogin = (password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: api(authEndpoints.adminLogin.path),
      payload: { email: ctx.config.admin.email, password },
      remoteAddress,
    });
  /** Moves this pair's last failure back in time (the wait it owes has passed). */
  const age = (ip: string, seconds: number) =>
    ctx.db
      .update(loginFailures)
      .set({ lastFailureAt: sql`${loginFailures.lastFailureAt} - make_interval(secs => ${seconds})` })
      .where(eq(loginFailures.ip, ip));

  it(`after ${freeFailures} failures of one account from one address, the next try waits, the right password too`, async () => {
    for (let attempt = 0; attempt < freeFailures; attempt++) {
      expect((await login(ctx.app, vendor().email, 'Wrong@123', '10.1.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, vendor().email, vendor().password, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'tooManyLoginAttempts', message: MESSAGES.tooManyLoginAttempts });
    // The owner from another address, and another account from this one, are not refused.
    expect((await login(ctx.app, vendor().email, vendor().password, '10.1.0.2')).statusCode).toBe(200);
    expect((await adminLogin(ctx.config.admin.password, '10.1.0.1')).statusCode).toBe(200);
    // Once the wait (30 s) is over, one more try is let through.
    await age('10.1.0.1', 31);
    expect((await login(ctx.app, vendor().email, vendor().password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('each further failure doubles the wait', async () => {
    for (let attempt = 0; attempt < freeFailures; attempt++) await login(ctx.app, vendor().email, 'Wrong@123', '10.1.1.1');
    await age('10.1.1.1', 31);
    expect((await login(ctx.app, vendor().email, 'Wrong@123', '10.1.1.1')).statusCode).toBe(401);
    await age('10.1.1.1', 31); // 31 s < the 60 s now owed
    expect((await login(ctx.app, vendor().email, vendor().password, '10.1.1.1')).statusCode).toBe(429);
    await age('10.1.1.1', 30);
    expect((await login(ctx.app, vendor().email, vendor().password, '10.1.1.1')).statusCode).toBe(200);
  });

  it('a pair that waited out its longest wait is not forgotten: its next failure waits again', async () => {
    await login(ctx.app, vendor().email, 'Wrong@123', '10.1.6.1');
    await ctx.db
      .update(loginFailures)
      .set({ failures: 10, lastFailureAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.ip, '10.1.6.1'));
    expect((await login(ctx.app, vendor().email, 'Wrong@123', '10.1.6.1')).statusCode).toBe(401);
    expect((await login(ctx.app, vendor().email, vendor().password, '10.1.6.1')).statusCode).toBe(429);
  });

  it("another address's failures never refuse the owner's right password", async () => {
    for (let attempt = 0; attempt < freeFailures * 3; attempt++) {
      await login(ctx.app, vendor().email, 'Wrong@123', `10.1.2.${attempt + 1}`);
    }
    expect((await login(ctx.app, vendor().email, vendor().password, '10.1.3.1')).statusCode).toBe(200);
  });

  it(`100 parallel guesses for one account check at most ${freeFailures} passwords`, async () => {
    const guesses = await Promise.all(Array.from({ length: 100 }, () => login(ctx.app, vendor().email, 'Wrong@123', '10.1.4.1')));
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(freeFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(100 - freeFailures);
  });

  it(`past ${addressFailureCeiling} failures from one address its failed tries answer 429, a right password still signs in`, async () => {
    const ip = '10.1.5.1';
    for (let attempt = 0; attempt <= addressFailureCeiling; attempt++) {
      await login(ctx.app, `guess${attempt % 30}.${Math.floor(attempt / 30)}@example.com`, 'Guess@123', ip);
    }
    const failed = await login(ctx.app, 'one.more@example.com', 'Guess@123', ip);
    expect(failed.statusCode).toBe(429);
    expect(failed.json()).toEqual({ code: 'tooManyFailedSignIns', message: MESSAGES.tooManyFailedSignIns });
    expect((await login(ctx.app, vendor().email, vendor().password, ip)).statusCode).toBe(200);
    expect((await login(ctx.app, 'one.more@example.com', 'Guess@123', '10.1.5.2')).statusCode).toBe(401);
  });

  it('a success clears the failures of that account and address', async () => {
    for (let round = 0; round < 3; round++) {
      for (let attempt = 0; attempt < freeFailures - 1; attempt++) {
        expect((await adminLogin('Wrong@123', '10.3.0.1')).statusCode).toBe(401);
      }
      expect((await adminLogin(ctx.config.admin.password, '10.3.0.1')).statusCode).toBe(200);
    }
  });
});
