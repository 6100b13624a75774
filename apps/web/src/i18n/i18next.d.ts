import 'i18next';
import type en from './locales/en';
import type bookings from '../features/bookings/i18n/en';
import type catalogue from '../features/catalogue/i18n/en';
import type coupons from '../features/coupons/i18n/en';
import type orders from '../features/orders/i18n/en';
import type payouts from '../features/payouts/i18n/en';
import type reviews from '../features/reviews/i18n/en';
import type schedule from '../features/schedule/i18n/en';
import type subscription from '../features/subscription/i18n/en';
import type wallet from '../features/wallet/i18n/en';
import type password from '../features/password/i18n/en';
import type deliveryBoys from '../features/delivery-boys/i18n/en';
import type help from '../features/help/i18n/en';
import type support from '../features/support/i18n/en';
import type notifications from '../features/notifications/i18n/en';
import type profile from '../features/profile/i18n/en';
import type ui from './ui/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      bookings: typeof bookings;
      catalogue: typeof catalogue;
      coupons: typeof coupons;
      orders: typeof orders;
      payouts: typeof payouts;
      reviews: typeof reviews;
      schedule: typeof schedule;
      subscription: typeof subscription;
      wallet: typeof wallet;
      password: typeof password;
      deliveryBoys: typeof deliveryBoys;
      help: typeof help;
      support: typeof support;
      notifications: typeof notifications;
      profile: typeof profile;
      ui: typeof ui;
    };
  }
}
