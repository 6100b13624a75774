import { DELIVERY_BOY_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import { withUiTexts } from '../../../i18n/ui';
import en, { type DeliveryBoyStrings } from './en';

export const DELIVERY_BOYS_NS = 'deliveryBoys';

/** Every delivery boys locale has exactly the English keys (tsc and a unit test). */
export type DeliveryBoyTranslation = DeepStrings<DeliveryBoyStrings>;

const namespace = withUiTexts(
  featureNamespace<DeliveryBoyTranslation>(
    DELIVERY_BOYS_NS,
    en,
    { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
    [{ messages: DELIVERY_BOY_MESSAGES }],
  ),
);

export const loadDeliveryBoysLanguage = namespace.load;
export const useDeliveryBoyStrings = namespace.useStrings;
