import { ORDER_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type OrderStrings } from './en';

export const ORDERS_NS = 'orders';

/** Every orders locale has exactly the English keys (tsc and a unit test). */
export type OrderTranslation = DeepStrings<OrderStrings>;

// The API's order codes are translated here (`messages.<code>`).
const namespace = featureNamespace<OrderTranslation>(
  ORDERS_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: ORDER_MESSAGES }],
);

export const loadOrdersLanguage = namespace.load;
export const useOrderStrings = namespace.useStrings;
