import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, CSV_MESSAGES } from '@dhub/contract';
import { i18n } from '../../../i18n';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';
import { catalogueMessage, loadCatalogueLanguage } from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
const get = (root: unknown, key: string) => key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

describe('catalogue translations', () => {
  const english = keys(en).sort();

  it.each([
    ['fr', fr],
    ['ar', ar],
    ['zh', zh],
  ])('%s has every English key, no extra, no blank, same placeholders', (_name, locale) => {
    expect(keys(locale).sort()).toEqual(english);
    for (const key of english) {
      expect(get(locale, key).trim().length).toBeGreaterThan(0);
      expect(placeholders(get(locale, key))).toEqual(placeholders(get(en, key)));
    }
  });

  it('every catalogue contract message has a translation', () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(CATALOGUE_MESSAGES).sort());
    expect(Object.keys(en.csv.messages).sort()).toEqual(Object.keys(CSV_MESSAGES).sort());
  });

  it('catalogueMessage translates catalogue texts by key and passes other text through', async () => {
    expect(catalogueMessage(CATALOGUE_MESSAGES.skuTaken)).toBe(en.messages.skuTaken);
    await loadCatalogueLanguage('fr');
    await i18n.changeLanguage('fr');
    expect(catalogueMessage(CATALOGUE_MESSAGES.skuTaken)).toBe(fr.messages.skuTaken);
    expect(catalogueMessage(CSV_MESSAGES.rowBoolean)).toBe(fr.csv.messages.rowBoolean);
    expect(catalogueMessage('Some server text')).toBe('Some server text');
    expect(catalogueMessage(null)).toBe('');
  });
});
