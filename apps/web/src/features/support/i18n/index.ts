import { SUPPORT_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withUiTexts } from '../../../i18n/ui';
import en, { type SupportStrings } from './en';

export const SUPPORT_NS = 'support';

/** Every support locale has exactly the English keys (tsc and a unit test). */
export type SupportTranslation = DeepStrings<SupportStrings>;

const namespace = withUiTexts(
  featureNamespace<SupportTranslation>(SUPPORT_NS, en, { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') }, [
    { messages: SUPPORT_MESSAGES },
  ]),
);

export const loadSupportLanguage = namespace.load;
export const useSupportStrings = namespace.useStrings;
