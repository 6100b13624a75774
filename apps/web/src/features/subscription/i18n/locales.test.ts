import { afterAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, WALLET_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import { SUBSCRIPTION_CODES } from './codes';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadSubscriptionLanguage } from './index';

describe('subscription translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, SUBSCRIPTION_CODES);

  it('translates every plan code of the contract', () => {
    for (const code of Object.keys(PLAN_MESSAGES)) expect(Object.keys(en.messages)).toContain(code);
  });

  it("translates the API's plan codes from this namespace, and the payment schema's texts", async () => {
    expect(errorText(new ApiError(409, 'freePlanOnce'), 'serverError')).toBe(en.messages.freePlanOnce);
    await loadSubscriptionLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('walletInsufficient')).toBe(ar.messages.walletInsufficient);
    expect(translateCode('planNotForStore')).toBe(ar.messages.planNotForStore);
    expect(translateMessage(PLAN_MESSAGES.subscriptionAwaitingPayment)).toBe(ar.messages.subscriptionAwaitingPayment);
    expect(translateMessage(WALLET_MESSAGES.referenceNeeded)).toBe(ar.messages.referenceNeeded);
    await loadSubscriptionLanguage('zh');
    await i18n.changeLanguage('zh');
    expect(translateCode('listingLimitReached')).toBe(zh.messages.listingLimitReached);
  });
});
