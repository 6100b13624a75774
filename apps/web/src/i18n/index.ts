import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageKeyOf, type Language } from '@dhub/contract';
import enCore from './locales/en-core';
import type { Translation } from './types';

/** Non-English resources are separate chunks, fetched when the language is chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Translation }>> = {
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
  zh: () => import('./locales/zh'),
};

let initialized: Promise<unknown> | null = null;

export function initI18n(): Promise<unknown> {
  initialized ??= i18n.use(initReactI18next).init({
    resources: { en: { translation: enCore } },
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'fr', 'ar', 'zh'],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return initialized;
}

export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const resources = await loaders[language]();
  i18n.addResourceBundle(language, 'translation', resources.default, true, true);
}

/** Loads the language's resources if needed, then switches to it. */
export async function changeLanguage(language: Language): Promise<void> {
  await initI18n();
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Translates a shared contract message (e.g. one sent by the API) by its key; unknown text is shown as is. */
export function translateMessage(text: string | null | undefined): string {
  if (!text) return '';
  const key = messageKeyOf(text);
  return key ? i18n.t(`messages.${key}`) : text;
}

export { i18n };
