import { WALLET_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type PayoutStrings } from './en';

export const PAYOUTS_NS = 'payouts';

/** Every payouts locale has exactly the English keys (tsc and a unit test). */
export type PayoutTranslation = DeepStrings<PayoutStrings>;

// The API's wallet and payout codes are translated here too (`messages.<code>`): this page may be the first money page opened.
const namespace = featureNamespace<PayoutTranslation>(
  PAYOUTS_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: WALLET_MESSAGES }],
);

export const loadPayoutsLanguage = namespace.load;
export const usePayoutStrings = namespace.useStrings;
