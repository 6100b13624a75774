import { lazyPage } from '../navigation/lazyPage';

/** The app's own lazy pages (the features' are in featureRoutes.ts). */
export const MainLayout = lazyPage(() => import('./MainLayout'));
export const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
export const RegistrationPage = lazyPage(() => import('../features/registration/RegistrationPage'));
export const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'));
