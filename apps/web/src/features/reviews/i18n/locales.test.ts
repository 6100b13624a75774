import { afterAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadReviewsLanguage } from './index';

describe('reviews translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, REVIEW_MESSAGES);

  it("translates the API's review codes from this namespace, and the reply schema's texts", async () => {
    expect(errorText(new ApiError(409, 'alreadyReviewed'), 'serverError')).toBe(en.messages.alreadyReviewed);
    await loadReviewsLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('ratingRange')).toBe(ar.messages.ratingRange);
    expect(translateMessage(REVIEW_MESSAGES.replyNeeded)).toBe(ar.messages.replyNeeded);
  });
});
