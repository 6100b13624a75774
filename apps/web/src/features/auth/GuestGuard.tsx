import { Navigate, Outlet } from 'react-router';
import { ROUTES } from '@dhub/contract';
import { useSession } from '../../session/useSession';

/** Guest-only pages (login): signed-in users are sent to '/' (spec §2, §9). */
export function GuestGuard() {
  const session = useSession();
  if (session) return <Navigate to={ROUTES.home} replace />;
  return <Outlet />;
}
