import { ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

const ChangePasswordPage = lazyPage(() => import('./ChangePasswordPage'));

/** The spec's /change-password and /change-passwords: one page on both. */
export const passwordRoutes: FeatureRoute[] = [
  { path: ROUTES.changePassword, page: ChangePasswordPage },
  { path: ROUTES.changePasswords, page: ChangePasswordPage },
];
