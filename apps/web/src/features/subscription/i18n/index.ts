import { PLAN_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withMoneyMessages } from '../../../i18n/money';
import { withUiTexts } from '../../../i18n/ui';
import en, { type SubscriptionStrings } from './en';

export const SUBSCRIPTION_NS = 'subscription';

/** Every subscription locale has exactly the English keys (tsc and a unit test). */
export type SubscriptionTranslation = DeepStrings<SubscriptionStrings>;

// The API's plan codes are translated here (`messages.<code>`); the wallet's a purchase can answer
// (a wallet too low to pay, a payment's reference) are the money namespace's, loaded with these strings.
const namespace = withUiTexts(
  withMoneyMessages(
    featureNamespace<SubscriptionTranslation>(
      SUBSCRIPTION_NS,
      en,
      { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
      [{ messages: PLAN_MESSAGES }],
    ),
  ),
);

export const loadSubscriptionLanguage = namespace.load;
export const useSubscriptionStrings = namespace.useStrings;
