import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { authEndpoints, ROUTES, storeEndpoints, STORAGE_KEYS } from '@dhub/contract';
import userEvent from '@testing-library/user-event';
import { GROCERY_STORE, profileHandler, signIn, VENDOR_USER } from '../test/fixtures';
import { endpointKey } from '../test/mockApi';
import { mockApi, renderWithProviders } from '../test/render';
import { AppRoutes } from './AppRoutes';

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="path">{`${pathname}${search}`}</output>;
}

function mockProfile(status = 200) {
  const pending = { ...GROCERY_STORE, status: 'pending' as const };
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]:
      status === 200 ? profileHandler([pending]) : () => ({ status, body: { message: 'Please sign in to continue.' } }),
  });
}

const path = () => screen.getByTestId('path').textContent;
const renderAt = (route: string) =>
  renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route },
  );

describe('routes and guards', () => {
  it('sends a guest from /dashboard to the login page', async () => {
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(path()).toBe('/auth/login');
  });

  it('sends a guest from / to the login page', async () => {
    renderAt('/');
    await waitFor(() => expect(path()).toBe('/auth/login'));
  });

  it('sends a signed-in user from the login page to / and on to the dashboard', async () => {
    signIn();
    const calls = mockProfile();
    renderAt('/auth/login');
    expect(await screen.findByText('Fresh Mart')).toBeTruthy();
    expect(path()).toBe('/dashboard');
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(calls[0]?.headers.Authorization).toBe('Bearer token-1');
  });

  it('lets a guest open the registration wizard', async () => {
    mockApi({});
    renderAt('/auth/registration-form');
    expect(await screen.findByRole('heading', { name: 'Add Store' })).toBeTruthy();
  });

  it('sends unknown paths, inside and outside /auth, to the 404 page', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(path()).toBe('/auth/404');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('sends unknown /auth paths to the 404 page', async () => {
    renderAt('/auth/no-such-page');
    await waitFor(() => expect(path()).toBe('/auth/404'));
  });

  it("serves the password recovery's /auth pages, and the sign-in page links to the first", async () => {
    renderAt(ROUTES.login);
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe(ROUTES.forgotPassword);
    for (const route of [ROUTES.forgotPassword, ROUTES.twoSteps, ROUTES.resetPassword]) {
      cleanup();
      renderAt(route);
      expect(await screen.findByRole('heading', { level: 1 }), route).toBeTruthy();
      expect(path(), route).toBe(route);
    }
  });

  it('a 401 from an authenticated call signs out and lands on the login page', async () => {
    signIn();
    mockProfile(401);
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(path()).toBe('/auth/login');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('after sign-in, returns to the page that was asked for (a deep link with its query)', async () => {
    mockApi({
      [endpointKey(authEndpoints.vendorLogin)]: () => ({ body: { token: 'token-2', message: 'Login successful', user: VENDOR_USER } }),
      [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    });
    renderAt('/dashboard?tab=stores');
    await userEvent.type(await screen.findByLabelText(/email/i), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(path()).toBe('/dashboard?tab=stores'));
  });

  it("'Go to Stores' as a guest: signs in and lands on /stores, not on the 404 page", async () => {
    mockApi({
      [endpointKey(authEndpoints.vendorLogin)]: () => ({ body: { token: 'token-2', message: 'Login successful', user: VENDOR_USER } }),
      [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    });
    renderAt('/stores');
    await userEvent.type(await screen.findByLabelText(/email/i), 'asha@example.com');
    await userEvent.type(screen.getByLabelText(/^password/i), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(path()).toBe('/stores'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stores' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });

  it('an expired session (401) keeps the page to return to after signing in again', async () => {
    signIn();
    mockProfile(401);
    renderAt('/dashboard?tab=stores');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    mockProfile();
    signIn();
    await waitFor(() => expect(path()).toBe('/dashboard?tab=stores'));
  });
});
