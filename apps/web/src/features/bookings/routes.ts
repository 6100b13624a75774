import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';
import { BOOKING_PATHS } from './paths';

/** The spec's /all-service-orders and /all-service-orders/order-details?id=…. */
export const bookingsRoutes: FeatureRoute[] = [
  { path: BOOKING_PATHS.list, page: lazyPage(() => import('./BookingsPage')) },
  { path: BOOKING_PATHS.detail, page: lazyPage(() => import('./BookingDetailPage')) },
];
