import { WALLET_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type WalletStrings } from './en';

export const WALLET_NS = 'wallet';

/** Every wallet locale has exactly the English keys (tsc and a unit test). */
export type WalletTranslation = DeepStrings<WalletStrings>;

// The API's wallet, top-up and payout codes are translated here (`messages.<code>`).
const namespace = featureNamespace<WalletTranslation>(
  WALLET_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: WALLET_MESSAGES }],
);

export const loadWalletLanguage = namespace.load;
export const useWalletStrings = namespace.useStrings;
