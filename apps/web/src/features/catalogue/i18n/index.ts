import { useEffect, useState } from 'react';
import { CATALOGUE_MESSAGES, CSV_MESSAGES, type Language } from '@dhub/contract';
import { i18n, initI18n, registerMessageCodes } from '../../../i18n';
import en, { type CatalogueStrings } from './en';

export const CATALOGUE_NS = 'catalogue';

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** Every catalogue locale has exactly the English keys (tsc and a unit test). */
export type CatalogueTranslation = DeepStrings<CatalogueStrings>;

/** The other languages are separate chunks, fetched when a catalogue page shows in that language. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: CatalogueTranslation }>> = {
  fr: () => import('./fr'),
  ar: () => import('./ar'),
  zh: () => import('./zh'),
};

void initI18n();
i18n.addResourceBundle('en', CATALOGUE_NS, en, true, true);
// The API's catalogue and CSV codes are translated here (`messages.<code>`, `csv.messages.<code>`).
registerMessageCodes(Object.keys(CATALOGUE_MESSAGES), CATALOGUE_NS);
registerMessageCodes(Object.keys(CSV_MESSAGES), CATALOGUE_NS, 'csv.messages.');

function isLoaded(language: string): boolean {
  return !(language in loaders) || i18n.hasResourceBundle(language, CATALOGUE_NS);
}

export async function loadCatalogueLanguage(language: string): Promise<void> {
  if (isLoaded(language)) return;
  const resources = await loaders[language as keyof typeof loaders]();
  i18n.addResourceBundle(language, CATALOGUE_NS, resources.default, true, true);
}

/** False while the current language's catalogue strings load (then English would flash). */
export function useCatalogueStrings(): boolean {
  const [, setVersion] = useState(0);
  const language = i18n.language;
  useEffect(() => {
    let active = true;
    const load = (next: string) => {
      if (isLoaded(next)) return;
      void loadCatalogueLanguage(next)
        .catch(() => undefined)
        .then(() => active && setVersion((version) => version + 1));
    };
    load(i18n.language);
    i18n.on('languageChanged', load);
    return () => {
      active = false;
      i18n.off('languageChanged', load);
    };
  }, []);
  return isLoaded(language);
}
