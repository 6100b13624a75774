import { Navigate, Route, Routes } from 'react-router';
import { ROUTES } from '@dhub/contract';
import { AuthGuard } from '../features/auth/AuthGuard';
import { GuestGuard } from '../features/auth/GuestGuard';
import { BlankLayout } from '../layout/BlankLayout';
import { FEATURE_ROUTES } from './featureRoutes';
import { Loadable } from './Loadable';
import { ForgotPasswordPage, LoginPage, MainLayout, NotFoundPage, RegistrationPage, ResetPasswordPage, TwoStepsPage } from './pages';

const toNotFound = <Navigate to={ROUTES.notFound} replace />;

/**
 * Spec §2. Pages load on demand with a loading indicator (a skeleton of the page). The other main-layout and /auth routes of the
 * spec are added by the issues that build them; until then they fall to /auth/404 like any
 * unknown path. (Declarative routes: the data-router API would add ~18 KB gzip to the login
 * page for features this app does not use.)
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AuthGuard />}>
        <Route element={<Loadable page={MainLayout} />}>
          <Route index element={<Navigate to={ROUTES.dashboard} replace />} />
          {FEATURE_ROUTES.map(({ path, page: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Route>
      <Route path="/auth" element={<BlankLayout />}>
        <Route element={<GuestGuard />}>
          <Route path="login" element={<Loadable page={LoginPage} />} />
        </Route>
        <Route path="registration-form" element={<Loadable page={RegistrationPage} />} />
        <Route path="forgot-password" element={<Loadable page={ForgotPasswordPage} />} />
        <Route path="two-steps" element={<Loadable page={TwoStepsPage} />} />
        <Route path="change-password" element={<Loadable page={ResetPasswordPage} />} />
        <Route path="404" element={<Loadable page={NotFoundPage} />} />
        <Route index element={toNotFound} />
        <Route path="*" element={toNotFound} />
      </Route>
      <Route path="*" element={toNotFound} />
    </Routes>
  );
}
