import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { testFeatureLocales } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadOrdersLanguage } from './index';

describe('orders translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testFeatureLocales({ en, fr, ar, zh }, ORDER_MESSAGES);

  it("translates the API's order codes from this namespace, and the action schema's texts", async () => {
    expect(errorText(new ApiError(409, 'orderStatusChanged'), 'serverError')).toBe(en.messages.orderStatusChanged);
    await loadOrdersLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('outOfStock')).toBe(ar.messages.outOfStock);
    expect(translateMessage(ORDER_MESSAGES.prepTimeRange)).toBe(ar.messages.prepTimeRange);
  });
});
