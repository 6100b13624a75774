import { afterAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../api/ApiError';
import { testFeatureLocales, testNamespaceJoin } from '../../test/locales';
import { errorText } from '../errorText';
import { i18n, translateCode, translateMessage } from '../index';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadMoneyLanguage, MONEY_NS, withMoneyMessages } from './index';

describe('money translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, WALLET_MESSAGES);

  testNamespaceJoin(withMoneyMessages, MONEY_NS, 'the money messages');

  it("translates the API's wallet, top-up and payout codes from this namespace, and the money schemas' texts", async () => {
    expect(errorText(new ApiError(409, 'walletInsufficient'), 'serverError')).toBe(WALLET_MESSAGES.walletInsufficient);
    await loadMoneyLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('topUpRequested')).toBe(ar.messages.topUpRequested);
    expect(translateMessage(WALLET_MESSAGES.referenceNeeded)).toBe(ar.messages.referenceNeeded);
    await loadMoneyLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(errorText(new ApiError(409, 'idempotencyKeyReused'), 'serverError')).toBe(fr.messages.idempotencyKeyReused);
    expect(translateMessage(WALLET_MESSAGES.amountRange)).toBe(fr.messages.amountRange);
    await loadMoneyLanguage('zh');
    await i18n.changeLanguage('zh');
    expect(translateCode('payoutOverAvailable')).toBe(zh.messages.payoutOverAvailable);
  });
});
