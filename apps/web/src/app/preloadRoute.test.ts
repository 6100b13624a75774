import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_ROUTES } from './featureRoutes';
import { LoginPage, MainLayout, RegistrationPage } from './pages';
import { preloadRoute } from './preloadRoute';

const prefetchVendorProfile = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../vendor/useVendorProfile', () => ({ prefetchVendorProfile }));

const pageOf = (path: string) => FEATURE_ROUTES.find((route) => route.path === path)!.page;

/** Spies on every lazy page's preload (without loading anything). */
function spyPreloads() {
  const pages = new Set([MainLayout, LoginPage, RegistrationPage, ...FEATURE_ROUTES.map((route) => route.page)]);
  for (const page of pages) vi.spyOn(page, 'preload').mockImplementation(() => undefined);
  return () =>
    [...pages].flatMap((page) =>
      vi.mocked(page.preload).mock.calls.map(([pathname]) => [page === MainLayout ? 'layout' : page === LoginPage ? 'login' : pathname]),
    );
}

/** Lets the dynamic import of the profile's prefetch settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  await settle();
  prefetchVendorProfile.mockClear();
});

describe('preloadRoute', () => {
  it('signed in: the main layout and the page together, and the profile', async () => {
    const loaded = spyPreloads();
    preloadRoute('/grocerys-item', true);
    expect(pageOf('/grocerys-item').preload).toHaveBeenCalledWith('/grocerys-item');
    expect(MainLayout.preload).toHaveBeenCalledTimes(1);
    expect(loaded()).toHaveLength(2);
    await vi.waitFor(() => expect(prefetchVendorProfile).toHaveBeenCalledTimes(1));
  });

  it("hands the head script's early profile to the prefetch, and only when signed in on a page of the shell", async () => {
    spyPreloads();
    const early = Promise.resolve(new Response('{}'));
    preloadRoute('/dashboard', true, early);
    await vi.waitFor(() => expect(prefetchVendorProfile).toHaveBeenCalledWith(early));
    prefetchVendorProfile.mockClear();
    preloadRoute('/no-such-page', true, early);
    preloadRoute('/dashboard', false, early);
    await settle();
    expect(prefetchVendorProfile).not.toHaveBeenCalled();
  });

  it('signed in on the login page or /: the dashboard, where the guards send the vendor', () => {
    for (const path of ['/auth/login', '/']) {
      spyPreloads();
      preloadRoute(path, true);
      expect(pageOf('/dashboard').preload).toHaveBeenCalledWith('/dashboard');
      expect(MainLayout.preload).toHaveBeenCalled();
      vi.restoreAllMocks();
    }
  });

  it('matches paths with parameters and in any case, as the router does', () => {
    spyPreloads();
    preloadRoute('/stores/abc', true);
    expect(pageOf('/stores/:storeId').preload).toHaveBeenCalledWith('/stores/abc');
    preloadRoute('/VIEW-MEDICINE-ITEM', true);
    expect(pageOf('/view-medicine-item').preload).toHaveBeenCalledWith('/VIEW-MEDICINE-ITEM');
  });

  it('a guest: the login page, where the guard sends it; nothing signed in', async () => {
    const loaded = spyPreloads();
    preloadRoute('/dashboard', false);
    preloadRoute('/auth/login', false);
    expect(loaded()).toEqual([['login'], ['login']]);
    await settle();
    expect(prefetchVendorProfile).not.toHaveBeenCalled();
  });

  it('the registration wizard for anyone; nothing for an unknown path', () => {
    const loaded = spyPreloads();
    preloadRoute('/auth/registration-form', false);
    expect(RegistrationPage.preload).toHaveBeenCalledTimes(1);
    preloadRoute('/no-such-page', true);
    preloadRoute('/no-such-page', false);
    expect(loaded()).toHaveLength(1);
  });
});
