import { useEffect, useState } from 'react';
import type { Language } from '@dhub/contract';
import { i18n, initI18n, registerMessageCodes } from './index';

/** A translation's shape: the English strings' keys, any text. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };

type Loaders<T> = Record<Exclude<Language, 'en'>, () => Promise<{ default: T }>>;

/**
 * A feature's own i18n namespace: English at once, the other languages as separate chunks fetched
 * when a page of the feature shows in that language; `codes` are the contract's messages it
 * translates (as `<prefix><code>`).
 */
export function featureNamespace<T extends object>(
  ns: string,
  en: T,
  loaders: Loaders<T>,
  codes: readonly { messages: Readonly<Record<string, string>>; prefix?: string }[] = [],
) {
  void initI18n();
  i18n.addResourceBundle('en', ns, en, true, true);
  for (const { messages, prefix } of codes) registerMessageCodes(messages, ns, prefix);

  const isLoaded = (language: string) => !(language in loaders) || i18n.hasResourceBundle(language, ns);

  async function load(language: string): Promise<void> {
    if (isLoaded(language)) return;
    const resources = await loaders[language as keyof Loaders<T>]();
    i18n.addResourceBundle(language, ns, resources.default, true, true);
  }

  /** False while the current language's strings load (then English would flash). */
  function useStrings(): boolean {
    const [, setVersion] = useState(0);
    const language = i18n.language;
    useEffect(() => {
      let active = true;
      const loadNext = (next: string) => {
        if (isLoaded(next)) return;
        void load(next)
          .catch(() => undefined)
          .then(() => active && setVersion((version) => version + 1));
      };
      loadNext(i18n.language);
      i18n.on('languageChanged', loadNext);
      return () => {
        active = false;
        i18n.off('languageChanged', loadNext);
      };
    }, []);
    return isLoaded(language);
  }

  return { load, useStrings };
}

/** What a page needs of a namespace: load a language's strings, and know when they are there. */
export interface NamespaceStrings {
  load: (language: string) => Promise<void>;
  useStrings: () => boolean;
}

/**
 * A feature's namespace joined with a shared one (the money messages, the shared components'
 * words): loading a language loads both, and the strings are ready once both are.
 */
export function joinNamespaces(own: NamespaceStrings, shared: NamespaceStrings): NamespaceStrings {
  return {
    load: async (language) => {
      await Promise.all([own.load(language), shared.load(language)]);
    },
    useStrings: () => {
      const ownReady = own.useStrings();
      const sharedReady = shared.useStrings();
      return ownReady && sharedReady;
    },
  };
}
