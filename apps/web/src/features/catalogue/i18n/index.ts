import { CATALOGUE_MESSAGES, CSV_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withUiTexts } from '../../../i18n/ui';
import en, { type CatalogueStrings } from './en';

export const CATALOGUE_NS = 'catalogue';

/** Every catalogue locale has exactly the English keys (tsc and a unit test). */
export type CatalogueTranslation = DeepStrings<CatalogueStrings>;

// The API's catalogue and CSV codes are translated here (`messages.<code>`, `csv.messages.<code>`).
const namespace = withUiTexts(
  featureNamespace<CatalogueTranslation>(
    CATALOGUE_NS,
    en,
    { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
    [{ messages: CATALOGUE_MESSAGES }, { messages: CSV_MESSAGES, prefix: 'csv.messages.' }],
  ),
);

export const loadCatalogueLanguage = namespace.load;
export const useCatalogueStrings = namespace.useStrings;
