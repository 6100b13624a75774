import { expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { NamespaceStrings } from '../i18n/featureNamespace';
import { i18n } from '../i18n';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
const textAt = (root: unknown, key: string) =>
  key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

/** A translation has every English key and no other, no blank text, and the same {{placeholders}} in each text. */
export function expectSameShapeAsEnglish(locale: unknown, english: unknown): void {
  const englishKeys = keys(english).sort();
  expect(keys(locale).sort()).toEqual(englishKeys);
  for (const key of englishKeys) {
    expect(textAt(locale, key).trim().length, key).toBeGreaterThan(0);
    expect(placeholders(textAt(locale, key)), key).toEqual(placeholders(textAt(english, key)));
  }
}

/** fr, ar and zh have the English shape (every key, no extra, no blank, the same placeholders). */
export function testLocaleShapes(locales: { en: unknown; fr: unknown; ar: unknown; zh: unknown }): void {
  it.each([
    ['fr', locales.fr],
    ['ar', locales.ar],
    ['zh', locales.zh],
  ])('%s has every English key, no extra, no blank, same placeholders', (_name, locale) => {
    expectSameShapeAsEnglish(locale, locales.en);
  });
}

/**
 * A feature's translations: fr, ar and zh have the English shape, and its English `messages` are
 * exactly the contract's codes of the feature (`codes`).
 */
export function testFeatureLocales(locales: { en: { messages: object }; fr: unknown; ar: unknown; zh: unknown }, codes: object): void {
  testLocaleShapes(locales);

  it("every one of the feature's contract messages has a translation", () => {
    expect(Object.keys(locales.en.messages).sort()).toEqual(Object.keys(codes).sort());
  });
}

/**
 * A shared namespace's joiner (`withMoneyMessages`, `withUiTexts`): loading a language loads the
 * shared namespace `ns` with the page's own, and the page's strings are ready once both are.
 */
export function testNamespaceJoin(join: (own: NamespaceStrings) => NamespaceStrings, ns: string, what: string): void {
  it(`joins a page's strings with ${what}: ready once both are loaded in the language`, async () => {
    const own = { load: vi.fn(() => Promise.resolve()), useStrings: () => true };
    const page = join(own);
    await i18n.changeLanguage('zh');
    const { result } = renderHook(() => page.useStrings());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18n.hasResourceBundle('zh', ns)).toBe(true);

    await page.load('fr');
    expect(own.load).toHaveBeenCalledWith('fr');
    expect(i18n.hasResourceBundle('fr', ns)).toBe(true);
    await i18n.changeLanguage('en');
  });
}
