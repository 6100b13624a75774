import { afterAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ENGLISH_UI_TEXTS } from '../../components/UiTexts';
import { testLocaleShapes, testNamespaceJoin } from '../../test/locales';
import { i18n } from '../index';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { loadUiLanguage, UI_NS, useTranslatedUiTexts, withUiTexts } from './index';

describe('shared ui translations', () => {
  afterAll(() => i18n.changeLanguage('en'));

  testLocaleShapes({ en, fr, ar, zh });

  testNamespaceJoin(withUiTexts, UI_NS, 'the shared words');

  it("gives the shared components their words in the page's language", async () => {
    const english = renderHook(() => useTranslatedUiTexts()).result.current;
    expect(english.cancel).toBe(en.cancel);
    expect(english.displayedRows({ from: 1, to: 20, count: 45, capped: false })).toBe('1–20 of 45');
    expect(english.displayedRows({ from: 1, to: 20, count: 1000, capped: true })).toBe('1–20 of 1000+');
    expect(english.pageButton('next')).toBe(en.pageNext);

    await loadUiLanguage('fr');
    await i18n.changeLanguage('fr');
    const french = renderHook(() => useTranslatedUiTexts()).result.current;
    expect(french.rowsPerPage).toBe(fr.rowsPerPage);
    expect(french.displayedRows({ from: 21, to: 40, count: 1000, capped: true })).toBe('21–40 sur plus de 1000');
    expect(french.pageButton('next')).toBe(fr.pageNext);
  });

  it('gives the English of a page without a provider from the same strings', async () => {
    await i18n.changeLanguage('en');
    const english = renderHook(() => useTranslatedUiTexts()).result.current;
    for (const key of ['cancel', 'retry', 'all', 'loadError', 'missingId', 'notFound', 'rowsPerPage', 'filters'] as const) {
      expect(ENGLISH_UI_TEXTS[key], key).toBe(english[key]);
    }
    const range = { from: 1, to: 20, count: 1000 };
    expect(ENGLISH_UI_TEXTS.displayedRows({ ...range, capped: false })).toBe(english.displayedRows({ ...range, capped: false }));
    expect(ENGLISH_UI_TEXTS.displayedRows({ ...range, capped: true })).toBe('1–20 of 1000+');
    expect(ENGLISH_UI_TEXTS.pageButton('previous')).toBe(en.pagePrevious);
  });
});
