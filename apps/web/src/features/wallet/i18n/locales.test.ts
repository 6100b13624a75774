import { afterAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import money from '../../../i18n/money/ar';
import { testLocaleShapes } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadWalletLanguage } from './index';

describe('wallet translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testLocaleShapes({ en, fr, ar, zh });

  it('leaves the money messages to the shared money namespace (no copy here)', () => {
    expect(Object.keys(en)).not.toContain('messages');
  });

  it("loads the money messages with the wallet's strings: the API's wallet codes and the schemas' texts are translated", async () => {
    expect(errorText(new ApiError(409, 'walletInsufficient'), 'serverError')).toBe(WALLET_MESSAGES.walletInsufficient);
    await loadWalletLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('topUpRequested')).toBe(money.messages.topUpRequested);
    expect(translateMessage(WALLET_MESSAGES.referenceNeeded)).toBe(money.messages.referenceNeeded);
    expect(i18n.t('form.title', { ns: 'wallet' })).toBe(ar.form.title);
  });
});
