import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/** The spec's /profile (store), /user-profile (the vendor), /profile-verify (documents) and /bank-details. */
export const profileRoutes: FeatureRoute[] = [
  { path: ROUTES.profile, page: lazyPage(() => import('./StoreProfilePage')) },
  { path: ROUTES.userProfile, page: lazyPage(() => import('./UserProfilePage')) },
  { path: ROUTES.profileVerify, page: lazyPage(() => import('./DocumentsPage')) },
  { path: ROUTES.bankDetails, page: lazyPage(() => import('./BankDetailsPage')) },
];
