import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, TWO_STEP_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadPasswordLanguage } from './index';

describe('password translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, { ...PASSWORD_MESSAGES, ...TWO_STEP_MESSAGES });

  it("translates the API's password codes from this namespace, and the password schemas' texts", async () => {
    expect(errorText(new ApiError(429, 'otpTooManyTries'), 'serverError')).toBe(en.messages.otpTooManyTries);
    await loadPasswordLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('otpInvalid')).toBe(ar.messages.otpInvalid);
    expect(translateMessage(PASSWORD_MESSAGES.passwordsDontMatch)).toBe(ar.messages.passwordsDontMatch);
    expect(translateCode('twoStepChallengeInvalid')).toBe(ar.messages.twoStepChallengeInvalid);
  });
});
