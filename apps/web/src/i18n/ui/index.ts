import { useTranslation } from 'react-i18next';
import type { UiTexts } from '../../components/UiTexts';
import { featureNamespace, joinNamespaces, type DeepStrings, type NamespaceStrings } from '../featureNamespace';
import en, { type UiStrings } from './en';

/**
 * The one translation of the shared components' words (UiTexts), for the pages that give them their
 * language. Its own namespace, not the core's: the login page does not carry it.
 */
export const UI_NS = 'ui';

/** Every ui locale has exactly the English keys (tsc and a unit test). */
export type UiTranslation = DeepStrings<UiStrings>;

const namespace = featureNamespace<UiTranslation>(UI_NS, en, {
  fr: () => import('./fr'),
  ar: () => import('./ar'),
  zh: () => import('./zh'),
});

export const loadUiLanguage = namespace.load;
/** False while the shared words of the current language load. */
export const useUiStrings = namespace.useStrings;

/**
 * A page's own namespace joined with the shared words: loading a language loads both, and its
 * strings are ready once both are (no English flash in its pager or dialogs).
 */
export const withUiTexts = (own: NamespaceStrings) => joinNamespaces(own, namespace);

const PAGE_BUTTONS = { previous: 'pagePrevious', next: 'pageNext' } as const;

/** The shared components' words in the page's language, for `UiTextsProvider` (load them with `withUiTexts`). */
export function useTranslatedUiTexts(): UiTexts {
  const { t } = useTranslation(UI_NS);
  return {
    cancel: t('cancel'),
    retry: t('retry'),
    all: t('all'),
    loadError: t('loadError'),
    missingId: t('missingId'),
    notFound: t('notFound'),
    rowsPerPage: t('rowsPerPage'),
    filters: t('filters'),
    displayedRows: ({ capped, ...range }) => t(capped ? 'ofTotalCapped' : 'ofTotal', range),
    pageButton: (type) => t(PAGE_BUTTONS[type]),
  };
}
