import { storeEndpoints, type VendorProfileResponse } from '@dhub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { call, demoToken } from '../helpers/catalogue.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const base = { JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789' };

describe("the marketplace's currency", () => {
  it('is an ISO 4217 code of two decimals (amounts are kept in hundredths): others refuse to start', () => {
    expect(loadConfig({ ...base, WALLET_CURRENCY: 'usd' }).wallet.currency).toBe('USD');
    expect(loadConfig(base).wallet.currency).toBe('INR');
    expect(() => loadConfig({ ...base, WALLET_CURRENCY: 'JPY' })).toThrow(/0 decimals/);
    expect(() => loadConfig({ ...base, WALLET_CURRENCY: 'KWD' })).toThrow(/3 decimals/);
    expect(() => loadConfig({ ...base, WALLET_CURRENCY: 'rupees' })).toThrow(/Invalid WALLET_CURRENCY/);
  });

  describe('in the profile the web reads first', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp({ env: { WALLET_CURRENCY: 'EUR' } });
    });
    afterAll(() => ctx?.close());

    it("tells the web the configured currency, which every page's amounts use", async () => {
      const profile = (await call(ctx, 'GET', storeEndpoints.vendorProfile.path, await demoToken(ctx))).json<VendorProfileResponse>();
      expect(profile.currency).toBe('EUR');
    });
  });
});
