import { bookingsShell } from '../features/bookings/shell';
import { catalogueShell } from '../features/catalogue/shell';
import { couponsShell } from '../features/coupons/shell';
import { dashboardShell } from '../features/dashboard/shell';
import { ordersShell } from '../features/orders/shell';
import { payoutsShell } from '../features/payouts/shell';
import { reviewsShell } from '../features/reviews/shell';
import { scheduleShell } from '../features/schedule/shell';
import { storesShell } from '../features/stores/shell';
import { subscriptionShell } from '../features/subscription/shell';
import { walletShell } from '../features/wallet/shell';
import { deliveryBoysShell } from '../features/delivery-boys/shell';
import { helpShell } from '../features/help/shell';
import { profileShell } from '../features/profile/shell';
import type { FeatureShell } from '../navigation/types';
import { supportShell } from '../features/support/shell';
import { notificationsShell } from '../features/notifications/shell';

/** The features' menus and store-switch rules, in menu order (loaded with the main layout, not the login page). */
export const FEATURE_SHELLS: readonly FeatureShell[] = [
  dashboardShell,
  ordersShell,
  deliveryBoysShell,
  bookingsShell,
  scheduleShell,
  reviewsShell,
  couponsShell,
  walletShell,
  payoutsShell,
  subscriptionShell,
  storesShell,
  catalogueShell,
  supportShell,
  helpShell,
  notificationsShell,
  profileShell,
];
