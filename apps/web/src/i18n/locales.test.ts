import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@dhub/contract';
import ar from './locales/ar';
import en from './locales/en';
import fr from './locales/fr';
import zh from './locales/zh';
import { expectSameShapeAsEnglish } from '../test/locales';
import { i18n, translateMessage } from './index';

describe('translations', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
    ['zh', zh],
  ])('%s has every English key, no extra, no blank, same placeholders', (_name, locale) => {
    expectSameShapeAsEnglish(locale, en);
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
