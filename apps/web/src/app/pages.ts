import { lazyPage } from '../navigation/lazyPage';

/** The app's own lazy pages (the features' are in featureRoutes.ts). */
export const MainLayout = lazyPage(() => import('./MainLayout'));
export const LoginPage = lazyPage(() => import('../features/auth/LoginPage'));
export const RegistrationPage = lazyPage(() => import('../features/registration/RegistrationPage'));
export const NotFoundPage = lazyPage(() => import('../features/errors/NotFoundPage'));
export const ForgotPasswordPage = lazyPage(() => import('../features/password/ForgotPasswordPage'));
export const TwoStepsPage = lazyPage(() => import('../features/password/TwoStepsPage'));
export const ResetPasswordPage = lazyPage(() => import('../features/password/ResetPasswordPage'));
