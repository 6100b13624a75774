import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@dhub/contract';
import ar from './locales/ar';
import en from './locales/en';
import fr from './locales/fr';
import zh from './locales/zh';
import { i18n, translateMessage } from './index';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}
function leaves(value: unknown): string[] {
  return typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [String(value)];
}
const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();

describe('translations', () => {
  const english = keys(en).sort();

  it.each([
    ['fr', fr],
    ['ar', ar],
    ['zh', zh],
  ])('%s has every English key, no extra, no blank, same placeholders', (_name, locale) => {
    expect(keys(locale).sort()).toEqual(english);
    expect(leaves(locale).every((text) => text.trim().length > 0)).toBe(true);
    for (const key of english) {
      const get = (root: unknown) => key.split('.').reduce((node, part) => (node as Record<string, unknown>)[part], root) as string;
      expect(placeholders(get(locale))).toEqual(placeholders(get(en)));
    }
  });

  it('every contract message has a translation', () => {
    expect(Object.keys(en.messages).sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it('translateMessage translates contract texts by key and passes other text through', async () => {
    expect(translateMessage(MESSAGES.loginFailed)).toBe('Login failed');
    await i18n.changeLanguage('fr');
    await i18n.loadLanguages('fr');
    const { loadLanguage } = await import('./index');
    await loadLanguage('fr');
    expect(translateMessage(MESSAGES.pincodeDuplicate)).toBe(fr.messages.pincodeDuplicate);
    expect(translateMessage('Some server text')).toBe('Some server text');
    expect(translateMessage(undefined)).toBe('');
  });
});
