import {
  bankDetailsSchema,
  BANK_CHANGE_RATE_LIMIT,
  fillPath,
  IDEMPOTENCY_HEADER,
  payoutEndpoints,
  profileEndpoints as E,
  profileOperatorEndpoints as O,
  PROFILE_MESSAGES as M,
  WALLET_MESSAGES,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBankAccounts } from '../../src/db/schema.js';
import { adminToken, call, demoToken } from '../helpers/catalogue.js';
import { demoGrocery } from '../helpers/orders.js';
import { lookupIds, type Ids } from '../helpers/registration.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { registeredStore } from './helpers.js';

// A ₹100 minimum payout: a request of ₹200 with nothing available is refused for the balance once the account passes.
let ctx: TestContext;
let ids: Ids;
let admin: string;
let vendor: string;
let storeId: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WALLET_PAYOUT_MINIMUM: '10000' } });
  ids = await lookupIds(ctx.app);
  admin = await adminToken(ctx);
  vendor = await demoToken(ctx);
  storeId = (await demoGrocery(ctx)).storeId;
});
afterAll(() => ctx?.close());

const NEW_ACCOUNT = {
  bankName: 'Canara Bank',
  branchName: 'Koramangala',
  accountHolderName: 'Priya Sharma',
  accountNumber: '1234 5678 9012',
  ifsCode: 'cnrb0001234',
  upiId: 'priya@canara',
};
const bankOf = async (token = vendor, id = storeId) => {
  const response = await call(ctx, 'GET', `${E.bank.path}?storeId=${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return bankDetailsSchema.parse(response.json());
};
const change = (body: object, token = vendor) => call(ctx, 'POST', E.updateBank.path, token, { storeId, ...NEW_ACCOUNT, ...body });
const requestPayout = () =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/dhubApi${payoutEndpoints.add.path}`,
    headers: { authorization: `Bearer ${vendor}`, [IDEMPOTENCY_HEADER]: crypto.randomUUID() },
    payload: { storeId, amount: 20000 },
  });
const storedAccount = async () => (await ctx.db.select().from(storeBankAccounts).where(eq(storeBankAccounts.storeId, storeId)))[0]!;

describe('GET provider-bank', () => {
  it("shows the demo store's account masked and verified (the seed's), never the full number", async () => {
    const response = await call(ctx, 'GET', `${E.bank.path}?storeId=${storeId}`, vendor);
    expect(response.json()).toMatchObject({
      account: { bankName: 'State Bank of India', accountNumberMasked: '••••7890', ifsCode: 'SBIN0005678' },
      status: 'verified',
      reason: null,
    });
    expect(response.body).not.toContain('31234567890');
  });

  it("another vendor's store answers 404", async () => {
    const other = await registeredStore(ctx, ids);
    expect((await call(ctx, 'GET', `${E.bank.path}?storeId=${storeId}`, other.token)).statusCode).toBe(404);
  });
});

describe('POST update-provider-bank: a change needs the current password', () => {
  it('is refused without the password or with a wrong one, and the account stays as it was', async () => {
    const without = await change({});
    expect(without.statusCode).toBe(400);
    expect(without.json().fieldCodes).toEqual({ currentPassword: 'fieldRequired' });
    const wrong = await change({ currentPassword: 'Not-the-password1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'bankPasswordWrong',
      message: M.bankPasswordWrong,
      errors: { currentPassword: M.bankPasswordWrong },
      fieldCodes: { currentPassword: 'bankPasswordWrong' },
    });
    expect(await storedAccount()).toMatchObject({ accountNumber: '31234567890', bankName: 'State Bank of India' });
    expect((await bankOf()).status).toBe('verified');
  });

  it.each([
    ['IFSC', { ifsCode: 'SBIN123' }, 'ifsCode', 'invalidIfsc'],
    ['account number', { accountNumber: '12ab' }, 'accountNumber', 'invalidAccountNumber'],
    ['UPI ID', { upiId: 'nope' }, 'upiId', 'invalidUpi'],
    ['bank name', { bankName: ' ' }, 'bankName', 'fieldRequired'],
  ])('checks the %s with the registration’s rule', async (_name, body, field, code) => {
    const response = await change({ ...body, currentPassword: ctx.config.demoVendor.password });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldCodes).toMatchObject({ [field]: code });
  });

  it('with the password: saved, masked, back to verification; payouts wait for the operator', async () => {
    const saved = await change({ currentPassword: ctx.config.demoVendor.password });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: M.bankSaved,
      bank: { account: { bankName: 'Canara Bank', accountNumberMasked: '••••9012', ifsCode: 'CNRB0001234' }, status: 'pending' },
    });
    expect(saved.body).not.toContain('123456789012');
    expect(await storedAccount()).toMatchObject({ accountNumber: '123456789012' });

    const refused = await requestPayout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'payoutBankNotVerified', message: WALLET_MESSAGES.payoutBankNotVerified });

    const rejected = await call(ctx, 'POST', fillPath(O.rejectBank.path, { id: storeId }), admin, { reason: 'The name does not match.' });
    expect(rejected.json()).toMatchObject({
      message: M.bankRejectedDone,
      bank: { status: 'rejected', reason: 'The name does not match.' },
    });
    expect((await bankOf()).reason).toBe('The name does not match.');
    expect((await requestPayout()).json()).toMatchObject({ code: 'payoutBankNotVerified' });

    const verified = await call(ctx, 'POST', fillPath(O.verifyBank.path, { id: storeId }), admin);
    expect(verified.json()).toMatchObject({ message: M.bankVerifiedDone, bank: { status: 'verified', reason: null } });
    // The account passes now: what stops this payout is the balance.
    expect((await requestPayout()).json()).toMatchObject({ code: 'payoutOverAvailable' });
  });

  it('the operator verifies what it read: an account changed since is refused (409 reviewOutdated)', async () => {
    const other = await registeredStore(ctx, ids);
    const read = async () =>
      (await call(ctx, 'GET', `${E.bank.path}?storeId=${other.storeId}`, other.token)).json<{ changedAt: string | null }>();
    const first = (await read()).changedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await call(ctx, 'POST', E.updateBank.path, other.token, {
      storeId: other.storeId,
      ...NEW_ACCOUNT,
      currentPassword: other.password,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const verify = (changedAt: string | null) =>
      call(ctx, 'POST', fillPath(O.verifyBank.path, { id: other.storeId }), admin, { changedAt });
    const stale = await verify(first);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'reviewOutdated', message: M.reviewOutdated });
    expect((await read()).changedAt).not.toBe(first);
    const rejectStale = await call(ctx, 'POST', fillPath(O.rejectBank.path, { id: other.storeId }), admin, {
      reason: 'Old one',
      changedAt: first,
    });
    expect(rejectStale.statusCode).toBe(409);
    const fresh = await verify((await read()).changedAt);
    expect(fresh.json()).toMatchObject({ bank: { status: 'verified' } });
  });

  it('a store without an account cannot be verified (404 bankNotProvided); a vendor token is refused (403)', async () => {
    const other = await registeredStore(ctx, ids);
    await ctx.db.delete(storeBankAccounts).where(eq(storeBankAccounts.storeId, other.storeId));
    const response = await call(ctx, 'POST', fillPath(O.verifyBank.path, { id: other.storeId }), admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'bankNotProvided' });
    expect((await bankOf(other.token, other.storeId)).account).toBeNull();
    expect((await call(ctx, 'POST', fillPath(O.verifyBank.path, { id: other.storeId }), vendor)).statusCode).toBe(403);
  });

  it(`stops after ${BANK_CHANGE_RATE_LIMIT.perUser} changes an hour (429), so the password cannot be guessed through it`, async () => {
    const other = await registeredStore(ctx, ids);
    const attempt = () =>
      call(ctx, 'POST', E.updateBank.path, other.token, { storeId: other.storeId, ...NEW_ACCOUNT, currentPassword: 'guess-0000' });
    for (let index = 0; index < BANK_CHANGE_RATE_LIMIT.perUser; index++) expect((await attempt()).statusCode).toBe(400);
    const stopped = await attempt();
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'tooManyRequests' });
  });
});
