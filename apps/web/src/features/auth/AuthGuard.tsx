import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@dhub/contract';
import { useSession } from '../../session/useSession';

/**
 * Authenticated-only pages: guests are sent to the login page, history replaced (spec §2), with
 * the page they asked for (a deep link, or the page an expired session left) to return to.
 */
export function AuthGuard() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={ROUTES.login} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  return <Outlet />;
}
