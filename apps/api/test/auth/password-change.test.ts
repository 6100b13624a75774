import { MESSAGES, PASSWORD_CHANGE_RATE_LIMIT, PASSWORD_MESSAGES as M, passwordEndpoints, storeEndpoints } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { createStorage } from '../../src/storage/index.js';
import { call, createVendor, type TestVendor } from '../helpers/catalogue.js';
import { api, login, loginToken } from '../helpers/http.js';
import { outboxOf } from '../helpers/password.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { HEARD } from '../helpers/heard.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

const NEW_PASSWORD = 'Brand-new 2026';

const profileStatus = async (app: App, token: string) =>
  (await app.inject({ method: 'GET', url: api(storeEndpoints.vendorProfile.path), headers: { authorization: `Bearer ${token}` } }))
    .statusCode;

const change = (vendor: TestVendor, body: object, token = vendor.token) =>
  call(ctx, 'POST', passwordEndpoints.changePassword.path, token, body);
const body = (vendor: TestVendor, newPassword = NEW_PASSWORD) => ({
  currentPassword: vendor.password,
  newPassword,
  confirmPassword: newPassword,
});

describe('changing the password, signed in', () => {
  it('ends every other session on every instance, keeps this one with its new token, and tells the owner', async () => {
    const second = await ctx.buildAnother(createStorage(ctx.config.dataDir));
    const vendor = await createVendor(ctx, ['grocery']);
    const otherSession = await loginToken(ctx.app, vendor.email, vendor.password);
    // Both instances have read (and kept) the account for both sessions.
    for (const app of [ctx.app, second])
      for (const token of [vendor.token, otherSession]) expect(await profileStatus(app, token)).toBe(200);

    const changed = await change(vendor, body(vendor));
    expect(changed.statusCode, changed.body).toBe(200);
    const { message, token } = changed.json<{ message: string; token: string }>();
    expect(message).toBe(M.passwordChanged);

    for (const app of [ctx.app, second]) {
      for (const old of [vendor.token, otherSession]) await expect.poll(() => profileStatus(app, old), HEARD).toBe(401);
      expect(await profileStatus(app, token)).toBe(200);
    }
    expect((await call(ctx, 'GET', storeEndpoints.vendorProfile.path, otherSession)).json()).toEqual({
      code: 'sessionExpired',
      message: MESSAGES.sessionExpired,
    });
    expect((await login(ctx.app, vendor.email, vendor.password)).statusCode).toBe(401);
    expect((await login(ctx.app, vendor.email, NEW_PASSWORD)).statusCode).toBe(200);
    // No SMTP_URL here: the notice is kept in the outbox.
    const [notice] = await outboxOf(ctx, vendor.email);
    expect(notice).toMatchObject({ subject: 'Your DHub password was changed', status: 'kept' });
  });

  it('refuses a wrong current password on its field and leaves the password as it was', async () => {
    const vendor = await createVendor(ctx, []);
    const answer = await change(vendor, { ...body(vendor), currentPassword: 'Not-the-one 1' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 'currentPasswordWrong',
      message: M.currentPasswordWrong,
      errors: { currentPassword: M.currentPasswordWrong },
      fieldCodes: { currentPassword: 'currentPasswordWrong' },
    });
    expect(await profileStatus(ctx.app, vendor.token)).toBe(200);
    expect((await login(ctx.app, vendor.email, vendor.password)).statusCode).toBe(200);
  });

  it.each([
    ['a weak new password', (v: TestVendor) => body(v, 'password'), 'newPassword', 'weakPassword'],
    ['the same password again', (v: TestVendor) => body(v, v.password), 'newPassword', 'passwordUnchanged'],
    [
      'a confirmation that differs',
      (v: TestVendor) => ({ ...body(v), confirmPassword: 'Other-one 2026' }),
      'confirmPassword',
      'passwordsDontMatch',
    ],
    ['no current password', (v: TestVendor) => ({ ...body(v), currentPassword: '' }), 'currentPassword', 'fieldRequired'],
  ])('refuses %s with the contract rule on its field', async (_, make, field, code) => {
    const vendor = await createVendor(ctx, []);
    const answer = await change(vendor, make(vendor));
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ fieldCodes: Record<string, string> }>().fieldCodes[field]).toBe(code);
  });

  it(`allows ${PASSWORD_CHANGE_RATE_LIMIT.perAccount} tries per account in ${PASSWORD_CHANGE_RATE_LIMIT.windowMinutes} minutes`, async () => {
    const vendor = await createVendor(ctx, []);
    const wrong = { ...body(vendor), currentPassword: 'Wrong-guess 1' };
    for (let n = 0; n < PASSWORD_CHANGE_RATE_LIMIT.perAccount; n++) expect((await change(vendor, wrong)).statusCode).toBe(400);
    const limited = await change(vendor, body(vendor));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'tooManyRequests', message: MESSAGES.tooManyRequests });
    expect((await login(ctx.app, vendor.email, vendor.password)).statusCode).toBe(200);
  });
});
