import { bookingsRoutes } from '../features/bookings/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { couponsRoutes } from '../features/coupons/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { ordersRoutes } from '../features/orders/routes';
import { payoutsRoutes } from '../features/payouts/routes';
import { reviewsRoutes } from '../features/reviews/routes';
import { scheduleRoutes } from '../features/schedule/routes';
import { storesRoutes } from '../features/stores/routes';
import { subscriptionRoutes } from '../features/subscription/routes';
import { walletRoutes } from '../features/wallet/routes';
import { deliveryBoysRoutes } from '../features/delivery-boys/routes';
import { helpRoutes } from '../features/help/routes';
import { passwordRoutes } from '../features/password/routes';
import { profileRoutes } from '../features/profile/routes';
import type { FeatureRoute } from '../navigation/types';
import { supportRoutes } from '../features/support/routes';
import { notificationsRoutes } from '../features/notifications/routes';

/** Every page of the main layout: a new feature adds its routes here (and its shell to featureShells.ts). */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...dashboardRoutes,
  ...ordersRoutes,
  ...bookingsRoutes,
  ...scheduleRoutes,
  ...reviewsRoutes,
  ...couponsRoutes,
  ...walletRoutes,
  ...payoutsRoutes,
  ...subscriptionRoutes,
  ...storesRoutes,
  ...catalogueRoutes,
  ...deliveryBoysRoutes,
  ...helpRoutes,
  ...passwordRoutes,
  ...supportRoutes,
  ...notificationsRoutes,
  ...profileRoutes,
];
