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
import { loadPayoutsLanguage } from './index';

describe('payouts translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, WALLET_MESSAGES);

  it("translates the API's payout codes from this namespace, and the payout schemas' texts", async () => {
    expect(errorText(new ApiError(409, 'payoutNoBankAccount'), 'serverError')).toBe(en.messages.payoutNoBankAccount);
    await loadPayoutsLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(translateCode('payoutOverAvailable')).toBe(fr.messages.payoutOverAvailable);
    expect(translateMessage(WALLET_MESSAGES.amountRange)).toBe(fr.messages.amountRange);
  });
});
