import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withUiTexts } from '../../../i18n/ui';
import en, { type HelpStrings } from './en';

export const HELP_NS = 'help';

/** Every help locale has exactly the English keys (tsc and a unit test). */
export type HelpTranslation = DeepStrings<HelpStrings>;

const namespace = withUiTexts(
  featureNamespace<HelpTranslation>(HELP_NS, en, {
    fr: () => import('./fr'),
    ar: () => import('./ar'),
    zh: () => import('./zh'),
  }),
);

export const loadHelpLanguage = namespace.load;
export const useHelpStrings = namespace.useStrings;
