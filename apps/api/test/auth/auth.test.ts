import { authEndpoints, LOGIN_RATE_LIMIT, loginResponseSchema, MESSAGES } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { api, login } from '../helpers/http.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

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
    const claims = ctx.app.jwt.decode<{ sub: string; role: string; exp: number; iat: number }>(body.token);
    expect(claims).toMatchObject({ sub: body.user._id, role: 'vendor' });
    expect(claims!.exp - claims!.iat).toBe(7 * 24 * 3600);
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

describe('login rate limit (counted in the database)', () => {
  const { maxFailures } = LOGIN_RATE_LIMIT;

  it(`blocks an email after ${maxFailures} failures, even from other IPs and with the right password`, async () => {
    // A success first: it clears the failure an earlier test left for this email.
    expect((await login(ctx.app, ctx.config.demoVendor.email, ctx.config.demoVendor.password, '10.1.1.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < maxFailures; attempt++) {
      const response = await login(ctx.app, ctx.config.demoVendor.email, 'Wrong@123', `10.1.0.${attempt + 1}`);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, ctx.config.demoVendor.email, ctx.config.demoVendor.password, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'tooManyLoginAttempts', message: MESSAGES.tooManyLoginAttempts });
    // The other account is not affected.
    const admin = await ctx.app.inject({
      method: 'POST',
      url: api(authEndpoints.adminLogin.path),
      payload: ctx.config.admin,
      remoteAddress: '10.1.0.98',
    });
    expect(admin.statusCode).toBe(200);
  });

  it(`blocks an IP after ${maxFailures} failures across different emails`, async () => {
    for (let attempt = 0; attempt < maxFailures; attempt++) {
      const response = await login(ctx.app, `guess${attempt}@example.com`, 'Guess@123', '10.2.0.1');
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, 'someone.else@example.com', 'Guess@123', '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    const otherIp = await login(ctx.app, 'someone.else@example.com', 'Guess@123', '10.2.0.2');
    expect(otherIp.statusCode).toBe(401);
  });

  it('clears the email failures after a successful sign-in', async () => {
    const { email, password } = ctx.config.admin;
    const adminLogin = (pass: string, ip: string) =>
      ctx.app.inject({ method: 'POST', url: api(authEndpoints.adminLogin.path), payload: { email, password: pass }, remoteAddress: ip });
    for (let attempt = 0; attempt < maxFailures - 1; attempt++) {
      expect((await adminLogin('Wrong@123', `10.3.0.${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await adminLogin(password, '10.3.1.1')).statusCode).toBe(200);
    for (let attempt = 0; attempt < maxFailures - 1; attempt++) {
      expect((await adminLogin('Wrong@123', `10.3.2.${attempt + 1}`)).statusCode).toBe(401);
    }
    expect((await adminLogin(password, '10.3.3.1')).statusCode).toBe(200);
  });
});
