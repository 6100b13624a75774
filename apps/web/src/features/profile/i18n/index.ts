import { PROFILE_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type ProfileStrings } from './en';

export const PROFILE_NS = 'profile';

/** Every profile locale has exactly the English keys (tsc and a unit test). */
export type ProfileTranslation = DeepStrings<ProfileStrings>;

const namespace = featureNamespace<ProfileTranslation>(
  PROFILE_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: PROFILE_MESSAGES }],
);

export const loadProfileLanguage = namespace.load;
export const useProfileStrings = namespace.useStrings;
