import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withMoneyMessages } from '../../../i18n/money';
import { withUiTexts } from '../../../i18n/ui';
import en, { type PayoutStrings } from './en';

export const PAYOUTS_NS = 'payouts';

/** Every payouts locale has exactly the English keys (tsc and a unit test). */
export type PayoutTranslation = DeepStrings<PayoutStrings>;

// The API's wallet and payout codes are the money namespace's, loaded with these strings.
const namespace = withUiTexts(
  withMoneyMessages(
    featureNamespace<PayoutTranslation>(PAYOUTS_NS, en, { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') }),
  ),
);

export const loadPayoutsLanguage = namespace.load;
export const usePayoutStrings = namespace.useStrings;
