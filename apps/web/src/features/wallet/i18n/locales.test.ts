import { afterAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadWalletLanguage } from './index';

describe('wallet translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, WALLET_MESSAGES);

  it("translates the API's wallet codes from this namespace, and the wallet schemas' texts", async () => {
    expect(errorText(new ApiError(409, 'walletInsufficient'), 'serverError')).toBe(en.messages.walletInsufficient);
    await loadWalletLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('topUpRequested')).toBe(ar.messages.topUpRequested);
    expect(translateMessage(WALLET_MESSAGES.referenceNeeded)).toBe(ar.messages.referenceNeeded);
  });
});
