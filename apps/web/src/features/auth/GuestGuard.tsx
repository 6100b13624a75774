import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@dhub/contract';
import { returnPathOf } from '../../session/returnPath';
import { useSession } from '../../session/useSession';

/** Guest-only pages (login): signed-in users are sent to the page they were going to, else '/' (spec §2, §9). */
export function GuestGuard() {
  const session = useSession();
  const location = useLocation();
  if (session) return <Navigate to={returnPathOf(location.state) ?? ROUTES.home} replace />;
  return <Outlet />;
}
