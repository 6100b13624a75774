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
import type { FeatureShell } from '../navigation/types';

/** The features' menus and store-switch rules, in menu order (loaded with the main layout, not the login page). */
export const FEATURE_SHELLS: readonly FeatureShell[] = [
  dashboardShell,
  ordersShell,
  bookingsShell,
  scheduleShell,
  reviewsShell,
  couponsShell,
  walletShell,
  payoutsShell,
  subscriptionShell,
  storesShell,
  catalogueShell,
];
