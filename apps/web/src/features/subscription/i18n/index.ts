import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { SUBSCRIPTION_CODES } from './codes';
import en, { type SubscriptionStrings } from './en';

export const SUBSCRIPTION_NS = 'subscription';

/** Every subscription locale has exactly the English keys (tsc and a unit test). */
export type SubscriptionTranslation = DeepStrings<SubscriptionStrings>;

// The API's plan codes (and the wallet's two a subscription can answer) are translated here (`messages.<code>`).
const namespace = featureNamespace<SubscriptionTranslation>(
  SUBSCRIPTION_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: SUBSCRIPTION_CODES }],
);

export const loadSubscriptionLanguage = namespace.load;
export const useSubscriptionStrings = namespace.useStrings;
