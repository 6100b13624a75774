import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { WALLET_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../api/ApiError';
import { testFeatureLocales } from '../../test/locales';
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

  it("joins a money page's strings with the money messages: ready once both are loaded in the language", async () => {
    const own = { load: vi.fn(() => Promise.resolve()), useStrings: () => true };
    const page = withMoneyMessages(own);
    await i18n.changeLanguage('zh');
    const { result } = renderHook(() => page.useStrings());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18n.hasResourceBundle('zh', MONEY_NS)).toBe(true);

    await page.load('fr');
    expect(own.load).toHaveBeenCalledWith('fr');
    expect(i18n.hasResourceBundle('fr', MONEY_NS)).toBe(true);
    await i18n.changeLanguage('en');
  });

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
