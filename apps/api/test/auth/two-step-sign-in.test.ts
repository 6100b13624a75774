import {
  MESSAGES,
  PASSWORD_MESSAGES as P,
  PROFILE_MESSAGES,
  TWO_STEP_MESSAGES as M,
  TWO_STEP_SIGN_IN as T,
  type LoginResponse,
  type TwoStepLoginResponse,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoStepCodes, users } from '../../src/db/schema.js';
import { createVendor, type TestVendor } from '../helpers/catalogue.js';
import { getProfile, login } from '../helpers/http.js';
import { codeIn, startMailServer, type TestMailServer } from '../helpers/mail-server.js';
import { ageTwoStepCodes, resendTwoStep, setTwoStep, verifyTwoStep } from '../helpers/two-step.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let mail: TestMailServer;
beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await ctx?.close();
  await mail?.close();
});

const invalid = { code: 'otpInvalid', message: P.otpInvalid, errors: { code: P.otpInvalid }, fieldCodes: { code: 'otpInvalid' } };
const expired = { code: 'otpExpired', message: P.otpExpired, errors: { code: P.otpExpired }, fieldCodes: { code: 'otpExpired' } };
const tooManyTries = { code: 'otpTooManyTries', message: P.otpTooManyTries };
const challengeInvalid = { code: 'twoStepChallengeInvalid', message: M.twoStepChallengeInvalid };
/** A client address of its own per test, so that one test's requests do not count in another's throttle. */
let clients = 0;
const client = () => `10.1.${Math.floor(++clients / 250)}.${clients % 250}`;
const otherThan = (code: string, n = 1) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

/** A vendor with two-step sign-in turned on (with its password). */
async function twoStepVendor(): Promise<TestVendor> {
  const vendor = await createVendor(ctx, []);
  const turnedOn = await setTwoStep(ctx, vendor.token, true, vendor.password);
  expect(turnedOn.statusCode, turnedOn.body).toBe(200);
  expect(turnedOn.json()).toEqual({ message: PROFILE_MESSAGES.twoStepTurnedOn, twoStepSignIn: true });
  return vendor;
}

/** Signs in with the password: the challenge the answer holds, and the code the e-mail brought through SMTP. */
async function signInFirstStep(vendor: TestVendor): Promise<{ challengeToken: string; code: string }> {
  const since = mail.received.length;
  const answer = await login(ctx.app, vendor.email, vendor.password, client());
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json<TwoStepLoginResponse & { token?: string }>();
  expect(body.token).toBeUndefined();
  expect(body).toEqual({
    message: M.twoStepCodeSent,
    twoStep: { challengeToken: expect.any(String), expiresInSeconds: T.codeMinutes * 60, resendAfterSeconds: T.resendAfterSeconds },
  });
  return { challengeToken: body.twoStep.challengeToken, code: codeIn(await mail.next(vendor.email, { since })) };
}

describe('two-step sign-in', () => {
  it('the right password e-mails a code instead of a token; the code gives the usual session, once', async () => {
    const vendor = await twoStepVendor();
    expect((await getProfile(ctx.app, vendor.token)).json()).toMatchObject({ vendor: { twoStepSignIn: true } });

    const since = mail.received.length;
    const { challengeToken, code } = await signInFirstStep(vendor);
    const email = await mail.next(vendor.email, { since });
    expect(email.subject).toBe('Your DHub sign-in code');
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await ctx.db.select().from(twoStepCodes).where(eq(twoStepCodes.userId, vendor.userId));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.challengeHash).not.toContain(challengeToken.split('.')[1]);

    const verified = await verifyTwoStep(ctx, challengeToken, code, client());
    expect(verified.statusCode, verified.body).toBe(200);
    const session = verified.json<LoginResponse>();
    expect(session).toEqual({
      token: expect.any(String),
      message: MESSAGES.loginSuccess,
      user: expect.objectContaining({ email: vendor.email }),
    });
    expect((await getProfile(ctx.app, session.token)).statusCode).toBe(200);

    // One use.
    const again = await verifyTwoStep(ctx, challengeToken, code, client());
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(expired);
  });

  it('a wrong code counts: after 5 wrong tries the 6th is refused even with the right code', async () => {
    const vendor = await twoStepVendor();
    const { challengeToken, code } = await signInFirstStep(vendor);
    for (let n = 1; n <= T.triesPerCode; n++) {
      const answer = await verifyTwoStep(ctx, challengeToken, otherThan(code, n), client());
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(invalid);
    }
    const dead = await verifyTwoStep(ctx, challengeToken, code, client());
    expect(dead.statusCode).toBe(429);
    expect(dead.json()).toEqual(tooManyTries);
  });

  it('refuses a code past its 10 minutes', async () => {
    const vendor = await twoStepVendor();
    const { challengeToken, code } = await signInFirstStep(vendor);
    await ageTwoStepCodes(ctx, vendor.userId, T.codeMinutes * 60 + 1);
    const late = await verifyTwoStep(ctx, challengeToken, code, client());
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(expired);
  });

  it("one account's challenge cannot take another's code", async () => {
    const first = await twoStepVendor();
    const a = await signInFirstStep(first);
    // Another account whose code differs from the first's (equal codes, one in a million, prove nothing).
    let second = await twoStepVendor();
    let b = await signInFirstStep(second);
    while (b.code === a.code) {
      second = await twoStepVendor();
      b = await signInFirstStep(second);
    }
    const crossed = await verifyTwoStep(ctx, a.challengeToken, b.code, client());
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual(invalid);
    // Each challenge signs in its own account only.
    const signed = (await verifyTwoStep(ctx, b.challengeToken, b.code, client())).json<LoginResponse>();
    expect(signed.user._id).toBe(second.userId);
  });

  it('a challenge token that is not one, or was tampered with, is refused', async () => {
    const vendor = await twoStepVendor();
    const { challengeToken, code } = await signInFirstStep(vendor);
    const [id] = challengeToken.split('.');
    for (const token of ['nope', `${id}.${'A'.repeat(43)}`, `00000000-0000-4000-8000-000000000000.${challengeToken.split('.')[1]}`]) {
      const answer = await verifyTwoStep(ctx, token, code, client());
      expect(answer.statusCode, token).toBe(400);
      expect(answer.json()).toEqual(challengeInvalid);
    }
    expect((await verifyTwoStep(ctx, challengeToken, '12345', client())).json()).toMatchObject({ fieldCodes: { code: 'otpFormat' } });
    expect((await verifyTwoStep(ctx, challengeToken, code, client())).statusCode).toBe(200);
  });

  it('a resend waits a minute, replaces the code and the challenge, and stops at 5 codes an hour', async () => {
    const vendor = await twoStepVendor();
    const first = await signInFirstStep(vendor);
    const soon = await resendTwoStep(ctx, first.challengeToken, client());
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ code: 'otpResendTooSoon', message: P.otpResendTooSoon });

    let current = first;
    for (let n = 2; n <= T.codesPerHour; n++) {
      await ageTwoStepCodes(ctx, vendor.userId, T.resendAfterSeconds);
      const since = mail.received.length;
      const resent = await resendTwoStep(ctx, current.challengeToken, client());
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json()).toMatchObject({ message: M.twoStepCodeResent, twoStep: { resendAfterSeconds: T.resendAfterSeconds } });
      const next = {
        challengeToken: resent.json<TwoStepLoginResponse>().twoStep.challengeToken,
        code: codeIn(await mail.next(vendor.email, { since })),
      };
      // The replaced challenge is over, even with its own code.
      expect((await verifyTwoStep(ctx, current.challengeToken, current.code, client())).json()).toEqual(expired);
      current = next;
    }
    await ageTwoStepCodes(ctx, vendor.userId, T.resendAfterSeconds);
    const over = await resendTwoStep(ctx, current.challengeToken, client());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'otpTooManyRequests', message: P.otpTooManyRequests });
    // A new sign-in is capped by the same count.
    const signIn = await login(ctx.app, vendor.email, vendor.password, client());
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json()).toEqual({ code: 'tooManyRequests', message: MESSAGES.tooManyRequests });
    expect((await verifyTwoStep(ctx, current.challengeToken, current.code, client())).statusCode).toBe(200);
  });

  it('a password changed since the sign-in closes its challenge', async () => {
    const vendor = await twoStepVendor();
    const { challengeToken, code } = await signInFirstStep(vendor);
    await ctx.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() + 1000) })
      .where(eq(users.id, vendor.userId));
    expect((await verifyTwoStep(ctx, challengeToken, code, client())).json()).toEqual(challengeInvalid);
  });

  it('a wrong password answers exactly as without two-step, and sends nothing', async () => {
    const vendor = await twoStepVendor();
    const plain = await createVendor(ctx, []);
    const since = mail.received.length;
    const [withTwoStep, without] = [
      await login(ctx.app, vendor.email, 'Wrong-password 1', client()),
      await login(ctx.app, plain.email, 'Wrong-password 1', client()),
    ];
    expect(withTwoStep.statusCode).toBe(401);
    expect(withTwoStep.json()).toEqual(without.json());
    expect(withTwoStep.json()).toEqual({ code: 'invalidCredentials', message: MESSAGES.invalidCredentials });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mail.received.slice(since).some((sent) => sent.to && JSON.stringify(sent.to).includes(vendor.email))).toBe(false);
  });
});

describe('turning two-step sign-in on and off', () => {
  it('needs the current password; an account without it signs in as before', async () => {
    const vendor = await createVendor(ctx, []);
    expect((await getProfile(ctx.app, vendor.token)).json()).toMatchObject({ vendor: { twoStepSignIn: false } });
    const wrong = await setTwoStep(ctx, vendor.token, true, 'Not-my-password 1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'twoStepPasswordWrong',
      message: PROFILE_MESSAGES.twoStepPasswordWrong,
      errors: { currentPassword: PROFILE_MESSAGES.twoStepPasswordWrong },
      fieldCodes: { currentPassword: 'twoStepPasswordWrong' },
    });
    expect((await getProfile(ctx.app, vendor.token)).json()).toMatchObject({ vendor: { twoStepSignIn: false } });
    expect((await setTwoStep(ctx, vendor.token, true, '')).json()).toMatchObject({ fieldCodes: { currentPassword: 'fieldRequired' } });
    expect((await setTwoStep(ctx, '', true, vendor.password)).statusCode).toBe(401);

    const plain = await login(ctx.app, vendor.email, vendor.password, client());
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({
      token: expect.any(String),
      message: MESSAGES.loginSuccess,
      user: expect.objectContaining({ email: vendor.email }),
    });

    // On, then off again: the password alone signs in.
    expect((await setTwoStep(ctx, vendor.token, true, vendor.password)).statusCode).toBe(200);
    expect((await login(ctx.app, vendor.email, vendor.password, client())).json()).toHaveProperty('twoStep');
    const off = await setTwoStep(ctx, vendor.token, false, vendor.password);
    expect(off.json()).toEqual({ message: PROFILE_MESSAGES.twoStepTurnedOff, twoStepSignIn: false });
    expect((await login(ctx.app, vendor.email, vendor.password, client())).json()).toHaveProperty('token');
  });

  it('is throttled per vendor (bounds password guessing)', async () => {
    const vendor = await createVendor(ctx, []);
    for (let n = 0; n < 10; n++) expect((await setTwoStep(ctx, vendor.token, true, 'Guess-number ' + n)).statusCode).toBe(400);
    const over = await setTwoStep(ctx, vendor.token, true, vendor.password);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'tooManyRequests', message: MESSAGES.tooManyRequests });
  });
});
