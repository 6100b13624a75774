import { afterAll, describe, expect, it } from 'vitest';
import { WALLET_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import money from '../../../i18n/money/fr';
import { testLocaleShapes } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadPayoutsLanguage } from './index';

describe('payouts translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testLocaleShapes({ en, fr, ar, zh });

  it('leaves the money messages to the shared money namespace (no copy here)', () => {
    expect(Object.keys(en)).not.toContain('messages');
  });

  it("loads the money messages with the payouts' strings: the API's payout codes and the schemas' texts are translated", async () => {
    expect(errorText(new ApiError(409, 'payoutNoBankAccount'), 'serverError')).toBe(WALLET_MESSAGES.payoutNoBankAccount);
    await loadPayoutsLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(translateCode('payoutOverAvailable')).toBe(money.messages.payoutOverAvailable);
    expect(translateMessage(WALLET_MESSAGES.amountRange)).toBe(money.messages.amountRange);
    expect(i18n.t('title', { ns: 'payouts' })).toBe(fr.title);
  });
});
