import { afterAll, describe, expect, it } from 'vitest';
import { PLAN_MESSAGES, WALLET_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import money from '../../../i18n/money/ar';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadSubscriptionLanguage } from './index';

describe('subscription translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  // Its messages are the plans' own: the wallet's it can answer are the money namespace's.
  testFeatureLocales({ en, fr, ar, zh }, PLAN_MESSAGES);

  it("translates the API's plan codes from this namespace, the wallet's from the money namespace, and the schemas' texts", async () => {
    expect(errorText(new ApiError(409, 'freePlanOnce'), 'serverError')).toBe(en.messages.freePlanOnce);
    await loadSubscriptionLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('walletInsufficient')).toBe(money.messages.walletInsufficient);
    expect(translateCode('planNotForStore')).toBe(ar.messages.planNotForStore);
    expect(translateCode('planAlreadyScheduled')).toBe(ar.messages.planAlreadyScheduled);
    expect(translateMessage(PLAN_MESSAGES.subscriptionAwaitingPayment)).toBe(ar.messages.subscriptionAwaitingPayment);
    expect(translateMessage(WALLET_MESSAGES.referenceNeeded)).toBe(money.messages.referenceNeeded);
    await loadSubscriptionLanguage('zh');
    await i18n.changeLanguage('zh');
    expect(translateCode('listingLimitReached')).toBe(zh.messages.listingLimitReached);
  });
});
