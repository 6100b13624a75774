import { WALLET_MESSAGES } from '@dhub/contract';
import { featureNamespace, joinNamespaces, type DeepStrings, type NamespaceStrings } from '../featureNamespace';
import en, { type MoneyStrings } from './en';

/** The one translation of the contract's money messages, shared by the pages that can show them (wallet, payouts, subscription). */
export const MONEY_NS = 'money';

/** Every money locale has exactly the English keys (tsc and a unit test). */
export type MoneyTranslation = DeepStrings<MoneyStrings>;

// The API's wallet, top-up and payout codes are translated here (`messages.<code>`), whichever money page opens first.
const namespace = featureNamespace<MoneyTranslation>(
  MONEY_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: WALLET_MESSAGES }],
);

export const loadMoneyLanguage = namespace.load;
/** False while the money messages of the current language load: a page showing them waits for it (no English flash). */
export const useMoneyStrings = namespace.useStrings;

/**
 * A money page's own namespace joined with the money messages: loading a language loads both, and
 * its strings are ready once both are.
 */
export const withMoneyMessages = (own: NamespaceStrings) => joinNamespaces(own, namespace);
