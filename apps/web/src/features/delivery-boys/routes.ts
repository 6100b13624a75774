import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

const formPage = lazyPage(() => import('./DeliveryBoyFormPage'));

/** The spec's /delivery-boys, /add-delivery-boy, /edit-delivery-Boy and /view-delivery-Boy (typos kept). */
export const deliveryBoysRoutes: FeatureRoute[] = [
  { path: ROUTES.deliveryBoys, page: lazyPage(() => import('./DeliveryBoysPage')) },
  { path: ROUTES.addDeliveryBoy, page: formPage },
  { path: ROUTES.editDeliveryBoy, page: formPage },
  { path: ROUTES.viewDeliveryBoy, page: lazyPage(() => import('./DeliveryBoyPage')) },
];
