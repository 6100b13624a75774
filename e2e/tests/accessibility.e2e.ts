import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '@dhub/contract';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';

/** The screens a vendor reaches, each with something that shows it has loaded. */
const SIGNED_IN_SCREENS: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/dashboard', ready: (page) => page.getByRole('heading', { name: 'Revenue over time' }).waitFor() },
  { path: '/stores', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/orders', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/reviews', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/all-service-orders', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/create-schedule', ready: (page) => page.getByRole('heading', { name: 'Calendar preview' }).waitFor() },
  { path: '/service-coupons', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/wallet', ready: (page) => page.getByRole('heading', { name: 'Entries' }).waitFor() },
  { path: '/payout', ready: (page) => page.getByRole('heading', { name: 'Your payouts' }).waitFor() },
  { path: '/subscription', ready: (page) => page.getByRole('heading', { name: 'Plan in force' }).waitFor() },
  { path: '/delivery-boys', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/add-delivery-boy', ready: (page) => page.getByRole('heading', { name: 'Documents' }).waitFor() },
  { path: '/faqs', ready: (page) => page.getByRole('button', { name: /^How does my store get approved\?/ }).waitFor() },
  { path: '/policy', ready: (page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 }).waitFor() },
  { path: '/grocerys-item', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/adding-grocery-item', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/add-grocerys-Item', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/grocery-request-list', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/product-request', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/product-list?vertical=all', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/pending-categories', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/reject-sub-categories', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/change-password', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/change-passwords', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/support-ticket', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/live-chat', ready: (page) => page.getByRole('heading', { name: 'Conversations' }).waitFor() },
  { path: '/all-notifications', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/profile', ready: (page) => page.getByRole('button', { name: 'Save store details' }).waitFor() },
  { path: '/user-profile', ready: (page) => page.getByRole('button', { name: 'Save profile' }).waitFor() },
  { path: '/profile-verify', ready: (page) => page.getByRole('heading', { name: 'GST bill' }).waitFor() },
  { path: '/bank-details', ready: (page) => page.getByRole('heading', { name: 'Account' }).waitFor() },
];

async function visitAll(page: Page, mode: string): Promise<void> {
  for (const screen of SIGNED_IN_SCREENS) {
    await page.goto(screen.path);
    await screen.ready(page);
    await expectAccessible(page, `${screen.path} (${mode})`);
  }
}

async function setDisplay(page: Page, settings: { colorMode?: 'dark'; direction?: 'rtl'; language?: string }): Promise<void> {
  await page.evaluate(
    ({ key, values }) => {
      const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...current, ...values }));
    },
    { key: STORAGE_KEYS.settings, values: settings },
  );
}

describe('every screen passes axe-core (WCAG 2.1 A and AA): nothing serious or critical', () => {
  const browser = useBrowser();

  it('guest screens: sign-in, registration steps, 404', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/auth/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'login');
    await page.goto('/auth/404');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page, '404');
    await page.goto('/auth/registration-form');
    await page.getByRole('heading', { name: 'Add Store' }).waitFor();
    await expectAccessible(page, 'registration, first step');
    // Password recovery: the address, then (with a reset under way in this tab) the code and the new password.
    await page.goto('/auth/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page, 'forgot password');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'dhub.passwordReset',
        JSON.stringify({ email: 'owner@example.com', resendAt: Date.now() + 60_000, codeMinutes: 10, resetToken: 'not-a-real-token' }),
      ),
    );
    await page.goto('/auth/two-steps');
    await page.getByRole('heading', { name: 'Enter the code' }).waitFor();
    await expectAccessible(page, 'two steps');
    await page.goto('/auth/change-password');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.locator('#password-newPassword').fill('Monsoon-2026 ledger');
    await page.getByText(/Password strength/).waitFor();
    await expectAccessible(page, 'new password');
    await context.close();
  });

  it('signed-in screens, light, on a desktop', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await visitAll(page, 'light, desktop');
    await context.close();
  });

  it('signed-in screens, dark, in Arabic, on a phone', async () => {
    const { page, context } = await newPage(browser(), { width: 375 });
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await setDisplay(page, { colorMode: 'dark', direction: 'rtl', language: 'ar' });
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    for (const screen of SIGNED_IN_SCREENS) {
      await page.goto(screen.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page, `${screen.path} (dark, Arabic, phone)`);
    }
    await context.close();
  });
});
