import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withMoneyMessages } from '../../../i18n/money';
import { withUiTexts } from '../../../i18n/ui';
import en, { type WalletStrings } from './en';

export const WALLET_NS = 'wallet';

/** Every wallet locale has exactly the English keys (tsc and a unit test). */
export type WalletTranslation = DeepStrings<WalletStrings>;

// The API's wallet and top-up codes are the money namespace's, loaded with these strings.
const namespace = withUiTexts(
  withMoneyMessages(
    featureNamespace<WalletTranslation>(WALLET_NS, en, { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') }),
  ),
);

export const loadWalletLanguage = namespace.load;
export const useWalletStrings = namespace.useStrings;
