import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { expectSameShapeAsEnglish } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadOrdersLanguage } from './index';

describe('orders translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each([
    ['fr', fr],
    ['ar', ar],
    ['zh', zh],
  ])('%s has every English key, no extra, no blank, same placeholders', (_name, locale) => {
    expectSameShapeAsEnglish(locale, en);
  });

  it('every order contract message has a translation', () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(ORDER_MESSAGES).sort());
  });

  it("translates the API's order codes from this namespace, and the action schema's texts", async () => {
    expect(errorText(new ApiError(409, 'orderStatusChanged'), 'serverError')).toBe(en.messages.orderStatusChanged);
    await loadOrdersLanguage('ar');
    await i18n.changeLanguage('ar');
    expect(translateCode('outOfStock')).toBe(ar.messages.outOfStock);
    expect(translateMessage(ORDER_MESSAGES.reasonNeeded)).toBe(ar.messages.reasonNeeded);
  });
});
