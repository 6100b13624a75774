import { MESSAGES, PASSWORD_MESSAGES as M, PASSWORD_RESET as R, storeEndpoints } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { call, createVendor } from '../helpers/catalogue.js';
import { login } from '../helpers/http.js';
import { codeIn, startMailServer, type TestMailServer } from '../helpers/mail-server.js';
import { ageCodes, compareOtp, outboxOf, resetPass, sendOtp } from '../helpers/password.js';
import { uniqueEmail } from '../helpers/registration.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { HEARD } from '../helpers/heard.js';

let ctx: TestContext;
let mail: TestMailServer;
beforeAll(async () => {
  mail = await startMailServer({ refuse: (to) => to.startsWith('refused-') });
  ctx = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await ctx?.close();
  await mail?.close();
});

const NEW_PASSWORD = 'Fresh-start 2026';
const sent = { message: M.otpSent, expiresInSeconds: R.codeMinutes * 60, resendAfterSeconds: R.resendAfterSeconds };
const invalid = { code: 'otpInvalid', message: M.otpInvalid, errors: { otp: M.otpInvalid }, fieldCodes: { otp: 'otpInvalid' } };
const expired = { code: 'otpExpired', message: M.otpExpired, errors: { otp: M.otpExpired }, fieldCodes: { otp: 'otpExpired' } };
const tooManyTries = { code: 'otpTooManyTries', message: M.otpTooManyTries };
/** A client address of its own per test, so that one test's requests do not count in another's throttle. */
let clients = 0;
const client = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

/** Asks for a code for the account and reads it from the e-mail the SMTP server received. */
async function codeFor(email: string, remoteAddress = client()): Promise<string> {
  const since = mail.received.length;
  const answer = await sendOtp(ctx, email, remoteAddress);
  expect(answer.statusCode, answer.body).toBe(200);
  return codeIn(await mail.next(email, { since }));
}

describe('forgot password', () => {
  it('sends a 6-digit code through SMTP; the code gives a reset token; the reset ends every session and the new password signs in', async () => {
    const vendor = await createVendor(ctx, ['grocery']);
    const profile = storeEndpoints.vendorProfile.path;
    expect((await call(ctx, 'GET', profile, vendor.token)).statusCode).toBe(200);

    const since = mail.received.length;
    const asked = await sendOtp(ctx, vendor.email.toUpperCase(), client());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(sent);
    const email = await mail.next(vendor.email, { since });
    expect(email.subject).toBe('Your DHub password reset code');
    expect(email.from?.text).toContain('no-reply@dhub.local');
    const code = codeIn(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(email.html).toContain(code);
    await expect.poll(async () => (await outboxOf(ctx, vendor.email))[0]?.status, HEARD).toBe('sent');

    const confirmed = await compareOtp(ctx, vendor.email, code, client());
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { resetToken, message, expiresInSeconds } = confirmed.json<{ resetToken: string; message: string; expiresInSeconds: number }>();
    expect(message).toBe(M.otpConfirmed);
    expect(expiresInSeconds).toBe(R.resetTokenMinutes * 60);

    const noticeSince = mail.received.length;
    const reset = await resetPass(ctx, resetToken, NEW_PASSWORD);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: M.passwordReset });
    expect((await mail.next(vendor.email, { since: noticeSince })).subject).toBe('Your DHub password was changed');

    // The session signed in before the reset is over, here and wherever the access check kept it.
    await expect.poll(async () => (await call(ctx, 'GET', profile, vendor.token)).statusCode, HEARD).toBe(401);
    expect((await call(ctx, 'GET', profile, vendor.token)).json()).toEqual({ code: 'sessionExpired', message: MESSAGES.sessionExpired });
    expect((await login(ctx.app, vendor.email, vendor.password)).statusCode).toBe(401);
    const signedIn = await login(ctx.app, vendor.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect((await call(ctx, 'GET', profile, signedIn.json<{ token: string }>().token)).statusCode).toBe(200);

    // One use: neither the token nor the code works again.
    expect((await resetPass(ctx, resetToken, 'Another-one 2027')).json()).toMatchObject({ code: 'resetTokenInvalid' });
    expect((await compareOtp(ctx, vendor.email, code, client())).json()).toEqual(expired);
    expect((await login(ctx.app, vendor.email, 'Another-one 2027')).statusCode).toBe(401);
  });

  it('refuses a code past its 10 minutes and a reset token past its time (stored times)', async () => {
    const vendor = await createVendor(ctx, []);
    const code = await codeFor(vendor.email);
    await ageCodes(ctx, vendor.email, R.codeMinutes * 60 + 1);
    expect((await compareOtp(ctx, vendor.email, code, client())).json()).toEqual(expired);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await compareOtp(ctx, vendor.email, wrong, client())).json()).toEqual(invalid);

    const fresh = await codeFor(vendor.email);
    const { resetToken } = (await compareOtp(ctx, vendor.email, fresh, client())).json<{ resetToken: string }>();
    await ageCodes(ctx, vendor.email, R.resetTokenMinutes * 60 + 1);
    const late = await resetPass(ctx, resetToken, NEW_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ code: 'resetTokenInvalid', message: M.resetTokenInvalid });
    expect((await login(ctx.app, vendor.email, vendor.password)).statusCode).toBe(200);
  });

  it('kills a code after 5 wrong tries, even for the right code then; only the latest code counts', async () => {
    const vendor = await createVendor(ctx, []);
    const code = await codeFor(vendor.email);
    const wrong = (n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');
    for (let n = 1; n <= R.triesPerCode; n++) {
      const answer = await compareOtp(ctx, vendor.email, wrong(n), client());
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(invalid);
    }
    const dead = await compareOtp(ctx, vendor.email, code, client());
    expect(dead.statusCode).toBe(429);
    expect(dead.json()).toEqual(tooManyTries);

    // A new code (once the resend wait is over) replaces the old one.
    await ageCodes(ctx, vendor.email, R.resendAfterSeconds);
    const next = await codeFor(vendor.email);
    if (next !== code) expect((await compareOtp(ctx, vendor.email, code, client())).json()).toEqual(invalid);
    expect((await compareOtp(ctx, vendor.email, next, client())).statusCode).toBe(200);
  });

  it(`resetpass takes ${R.checksPerAddressPerHour} tries an hour per client, then 429 (a token guessed costs no password hash)`, async () => {
    const from = client();
    const guess = '00000000-0000-4000-8000-000000000000.' + 'A'.repeat(43);
    for (let n = 0; n < R.checksPerAddressPerHour; n++) {
      expect((await resetPass(ctx, guess, NEW_PASSWORD, NEW_PASSWORD, from)).json()).toMatchObject({ code: 'resetTokenInvalid' });
    }
    const refused = await resetPass(ctx, guess, NEW_PASSWORD, NEW_PASSWORD, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'tooManyRequests' });
    expect((await resetPass(ctx, guess, NEW_PASSWORD, NEW_PASSWORD, client())).statusCode).toBe(400);
  });

  it('bad tokens and bad input are 400s, never 500s', async () => {
    for (const resetToken of ['nope', `${'0'.repeat(36)}.x`, '00000000-0000-4000-8000-000000000000.' + 'A'.repeat(43)]) {
      const answer = await resetPass(ctx, resetToken, NEW_PASSWORD);
      expect(answer.statusCode, resetToken).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'resetTokenInvalid' });
    }
    expect((await resetPass(ctx, 'x', NEW_PASSWORD, 'Other 123456')).json()).toMatchObject({
      fieldCodes: { confirmPassword: 'passwordsDontMatch' },
    });
    expect((await resetPass(ctx, 'x', 'short')).json()).toMatchObject({ fieldCodes: { newPassword: 'weakPassword' } });
    expect((await compareOtp(ctx, 'a@example.com', '12345', client())).json()).toMatchObject({ fieldCodes: { otp: 'otpFormat' } });
    expect((await sendOtp(ctx, 'not an address', client())).json()).toMatchObject({ fieldCodes: { email: 'invalidEmail' } });
  });
});

describe('forgot password limits', () => {
  it('one code a minute and 5 an hour per address', async () => {
    const email = uniqueEmail('limits');
    expect((await sendOtp(ctx, email, client())).statusCode).toBe(200);
    const again = await sendOtp(ctx, email, client());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ code: 'otpResendTooSoon', message: M.otpResendTooSoon });
    for (let n = 2; n <= R.codesPerEmailPerHour; n++) {
      await ageCodes(ctx, email, R.resendAfterSeconds);
      expect((await sendOtp(ctx, email, client())).statusCode).toBe(200);
    }
    await ageCodes(ctx, email, R.resendAfterSeconds);
    const over = await sendOtp(ctx, email, client());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'otpTooManyRequests', message: M.otpTooManyRequests });
    await ageCodes(ctx, email, 3600);
    expect((await sendOtp(ctx, email, client())).statusCode).toBe(200);
  });

  it('limits code requests and code checks per client address', async () => {
    const address = client();
    for (let n = 0; n < R.requestsPerAddressPerHour; n++) expect((await sendOtp(ctx, uniqueEmail('flood'), address)).statusCode).toBe(200);
    expect((await sendOtp(ctx, uniqueEmail('flood'), address)).json()).toEqual({
      code: 'tooManyRequests',
      message: MESSAGES.tooManyRequests,
    });
    const checker = client();
    for (let n = 0; n < R.checksPerAddressPerHour; n++)
      expect((await compareOtp(ctx, uniqueEmail('spray'), '123456', checker)).statusCode).toBe(400);
    expect((await compareOtp(ctx, uniqueEmail('spray'), '123456', checker)).statusCode).toBe(429);
  });
});

describe('forgot password, for an address with no account', () => {
  it('answers exactly as for an account, no sooner, with the same limits, and sends nothing', async () => {
    const vendor = await createVendor(ctx, []);
    const nobody = uniqueEmail('nobody');
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await sendOtp(ctx, email, client());
      return { answer, ms: performance.now() - started };
    };
    const [known, unknown] = [await timed(vendor.email), await timed(nobody)];
    expect(unknown.answer.statusCode).toBe(known.answer.statusCode);
    expect(unknown.answer.json()).toEqual(known.answer.json());
    // Both wait for the same floor, far above the work either does.
    for (const { ms } of [known, unknown]) expect(ms).toBeGreaterThanOrEqual(245);
    expect(await outboxOf(ctx, nobody)).toEqual([]);
    expect(await outboxOf(ctx, vendor.email)).toHaveLength(1);

    for (const email of [vendor.email, nobody]) {
      expect((await sendOtp(ctx, email, client())).json(), email).toEqual({ code: 'otpResendTooSoon', message: M.otpResendTooSoon });
      for (let n = 1; n <= R.triesPerCode; n++) expect((await compareOtp(ctx, email, '000000', client())).json(), email).toEqual(invalid);
      expect((await compareOtp(ctx, email, '000000', client())).json(), email).toEqual(tooManyTries);
    }
  });
});

describe('mail the SMTP server refuses', () => {
  it('is marked failed in the outbox with the error; the answer is the same', async () => {
    const vendor = await createVendor(ctx, []);
    const refused = `refused-${vendor.email}`;
    await ctx.db.update(users).set({ email: refused }).where(eq(users.id, vendor.userId));
    const answer = await sendOtp(ctx, refused, client());
    expect(answer.json()).toEqual(sent);
    await expect.poll(async () => (await outboxOf(ctx, refused))[0]?.status, HEARD).toBe('failed');
    const [row] = await outboxOf(ctx, refused);
    expect(row!.error).toMatch(/550/);
    expect(row!.attempts).toBe(1);
  });
});
