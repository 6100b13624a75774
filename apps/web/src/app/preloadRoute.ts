import { matchPath } from 'react-router';
import { ROUTES } from '@dhub/contract';
import { FEATURE_ROUTES } from './featureRoutes';
import { LoginPage, MainLayout, RegistrationPage } from './pages';

const featureRouteOf = (pathname: string) =>
  FEATURE_ROUTES.find(({ path }) => matchPath({ path, caseSensitive: false, end: true }, pathname));

/**
 * Starts loading, before the first render, the chunks of the screen the address will show: the
 * main layout together with its page (and a catalogue page's own page), or the login page; and,
 * signed in, the vendor's profile that the shell and every page wait for. Left to React, a lazy
 * page starts to load only once the lazy parent around it has loaded and rendered, and the profile
 * once the shell has rendered, so on a slow phone network they came one after the other.
 * Follows the guards: a guest is sent to the login page, a signed-in user from it to the dashboard.
 * `earlyProfile`: the profile index.html's head script already asked for, for this session.
 */
export function preloadRoute(pathname: string, signedIn: boolean, earlyProfile?: Promise<Response>): void {
  if (pathname === ROUTES.registration) {
    RegistrationPage.preload(pathname);
    return;
  }
  const target = signedIn && (pathname === ROUTES.login || pathname === ROUTES.home) ? ROUTES.dashboard : pathname;
  const route = featureRouteOf(target);
  if (!signedIn) {
    if (route || target === ROUTES.login || target === ROUTES.home) LoginPage.preload(ROUTES.login);
    return;
  }
  if (!route) return;
  MainLayout.preload(target);
  route.page.preload(target);
  import('../vendor/useVendorProfile').then(({ prefetchVendorProfile }) => prefetchVendorProfile(earlyProfile)).catch(() => undefined);
}
