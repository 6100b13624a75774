import { REVIEW_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type ReviewStrings } from './en';

export const REVIEWS_NS = 'reviews';

/** Every reviews locale has exactly the English keys (tsc and a unit test). */
export type ReviewTranslation = DeepStrings<ReviewStrings>;

const namespace = featureNamespace<ReviewTranslation>(
  REVIEWS_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: REVIEW_MESSAGES }],
);

export const loadReviewsLanguage = namespace.load;
export const useReviewStrings = namespace.useStrings;
