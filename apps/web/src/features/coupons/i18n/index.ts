import { COUPON_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type CouponStrings } from './en';

export const COUPONS_NS = 'coupons';

/** Every coupons locale has exactly the English keys (tsc and a unit test). */
export type CouponTranslation = DeepStrings<CouponStrings>;

const namespace = featureNamespace<CouponTranslation>(
  COUPONS_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: COUPON_MESSAGES }],
);

export const loadCouponsLanguage = namespace.load;
export const useCouponStrings = namespace.useStrings;
