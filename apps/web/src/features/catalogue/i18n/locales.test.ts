import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, CSV_MESSAGES } from '@dhub/contract';
import { ApiError } from '../../../api/ApiError';
import { i18n, translateCode, translateMessage } from '../../../i18n';
import { errorText } from '../../../i18n/errorText';
import { expectSameShapeAsEnglish } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadCatalogueLanguage } from './index';

describe('catalogue translations', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
    ['zh', zh],
  ])('%s has every English key, no extra, no blank, same placeholders', (_name, locale) => {
    expectSameShapeAsEnglish(locale, en);
  });

  it('every catalogue contract message has a translation', () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(CATALOGUE_MESSAGES).sort());
    expect(Object.keys(en.csv.messages).sort()).toEqual(Object.keys(CSV_MESSAGES).sort());
  });

  it("translates the API's catalogue and CSV codes from this namespace; local rule texts through their code", async () => {
    expect(translateCode('skuTaken')).toBe(en.messages.skuTaken);
    expect(errorText(new ApiError(409, 'skuTaken'), 'serverError')).toBe(en.messages.skuTaken);
    await loadCatalogueLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(translateCode('skuTaken')).toBe(fr.messages.skuTaken);
    expect(translateCode('rowBoolean')).toBe(fr.csv.messages.rowBoolean);
    expect(errorText(new ApiError(413, 'csvTooLarge'), 'serverError')).toBe(fr.csv.messages.csvTooLarge);
    expect(translateMessage(CATALOGUE_MESSAGES.mrpBelowPrice)).toBe(fr.messages.mrpBelowPrice);
    expect(translateMessage(CSV_MESSAGES.rowNotFound)).toBe(fr.csv.messages.rowNotFound);
    expect(translateMessage('Some server text')).toBe('Some server text');
  });
});
