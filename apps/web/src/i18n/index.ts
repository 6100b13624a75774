import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MESSAGES, type Language, type MessageCode } from '@dhub/contract';
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

/** Where a feature keeps the translations of its own message codes (e.g. the catalogue's namespace). */
const featureMessages = new Map<string, { ns: string; prefix: string }>();

/**
 * The code of a contract text, for local checks that report texts (zod rules): the core messages
 * from the start, a feature's when its namespace registers them. Not the contract's whole table:
 * the login page would carry every feature's texts.
 */
const codeByText = new Map<string, MessageCode>(Object.entries(MESSAGES).map(([code, text]) => [text, code as MessageCode]));

/** A feature's messages (code → English text): translated as `<prefix><code>` in its namespace. */
export function registerMessageCodes(messages: Readonly<Record<string, string>>, ns: string, prefix = 'messages.'): void {
  for (const [code, text] of Object.entries(messages)) {
    featureMessages.set(code, { ns, prefix });
    codeByText.set(text, code as MessageCode);
  }
}

/** A code this page can translate: a core message, or one of a feature whose namespace is registered. */
export const isKnownCode = (code: string): code is MessageCode => featureMessages.has(code) || Object.hasOwn(MESSAGES, code);

/** The text of an API message code in the current language. */
export function translateCode(code: MessageCode): string {
  const feature = featureMessages.get(code);
  return feature
    ? i18n.t(`${feature.prefix}${code}` as 'messages.notFound', { ns: feature.ns })
    : i18n.t(`messages.${code}` as 'messages.notFound');
}

/** A local validation message (a contract text from a zod rule), translated by its code; other text as is. */
export function translateMessage(text: string | null | undefined): string {
  if (!text) return '';
  const code = codeByText.get(text);
  return code ? translateCode(code) : text;
}

export { i18n };
