import { afterAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadProfileLanguage } from './index';

describe('profile translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, PROFILE_MESSAGES);

  it("translates the API's profile codes from this namespace", async () => {
    expect(errorText(new ApiError(400, 'bankPasswordWrong'), 'serverError')).toBe(PROFILE_MESSAGES.bankPasswordWrong);
    await loadProfileLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('documentsSavedStoreInReview')).toBe(ar.messages.documentsSavedStoreInReview);
  });
});
