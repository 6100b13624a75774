import { useTranslation } from 'react-i18next';
import type { Language } from '@dhub/contract';

/** The page's language, for calls whose texts come translated by the server (FAQs, policies, plans). */
export function usePageLanguage(): Language {
  return useTranslation().i18n.language as Language;
}
