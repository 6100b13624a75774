import { afterAll, describe, expect, it } from 'vitest';
import { COUPON_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadCouponsLanguage } from './index';

describe('coupons translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, COUPON_MESSAGES);

  it("translates the API's coupon codes from this namespace, and the coupon schemas' texts", async () => {
    expect(errorText(new ApiError(409, 'couponInUse'), 'serverError')).toBe(en.messages.couponInUse);
    await loadCouponsLanguage('zh');
    await i18n.changeLanguage('zh');
    expect(translateCode('couponCodeTaken')).toBe(zh.messages.couponCodeTaken);
    expect(translateMessage(COUPON_MESSAGES.couponPercentRange)).toBe(zh.messages.couponPercentRange);
  });
});
