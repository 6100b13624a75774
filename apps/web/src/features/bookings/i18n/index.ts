import { BOOKING_MESSAGES } from '@dhub/contract';
import { featureNamespace, type DeepStrings } from '../../../i18n/featureNamespace';
import en, { type BookingStrings } from './en';

export const BOOKINGS_NS = 'bookings';

/** Every bookings locale has exactly the English keys (tsc and a unit test). */
export type BookingTranslation = DeepStrings<BookingStrings>;

// The API's booking codes are translated here (`messages.<code>`).
const namespace = featureNamespace<BookingTranslation>(
  BOOKINGS_NS,
  en,
  { fr: () => import('./fr'), ar: () => import('./ar'), zh: () => import('./zh') },
  [{ messages: BOOKING_MESSAGES }],
);

export const loadBookingsLanguage = namespace.load;
export const useBookingStrings = namespace.useStrings;
