import { describe, expect, it } from 'vitest';
import { API_PREFIX, authEndpoints } from '@dhub/contract';
import { expectAccessible } from '../src/axe.js';
import { baseURL, newPage, signIn, useBrowser } from '../src/browser.js';
import { resetCodeIn, waitForMail } from '../src/mail.js';
import { registerVendor } from '../src/vendor.js';

const signInStatus = async (email: string, password: string) =>
  (
    await fetch(`${baseURL()}${API_PREFIX}${authEndpoints.vendorLogin.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).status;

describe('passwords', () => {
  const browser = useBrowser();

  it('forgot password: a code by e-mail (read from the test’s SMTP server), a new password, then signed in with it', async () => {
    const vendor = await registerVendor('Priya Shah');
    const { page, context } = await newPage(browser(), { width: 390 });
    await page.goto('/auth/login');
    await page.locator('#login-email').fill(vendor.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    expect(await page.getByLabel('Email address').inputValue()).toBe(vendor.email);
    await page.getByRole('button', { name: 'Send the code' }).click();

    await page.waitForURL('**/auth/two-steps');
    await page.getByRole('button', { name: /Send a new code in \d+ s/ }).waitFor();
    await expectAccessible(page, 'the code screen');
    const code = resetCodeIn(await waitForMail(vendor.email, /password reset code/));
    await page.locator('#reset-code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL('**/auth/change-password');
    await page.locator('#password-newPassword').fill('Monsoon-2026 ledger');
    await page.getByText(/Password strength: (good|strong)/).waitFor();
    await page.locator('#password-confirmPassword').fill('Monsoon-2026 ledger');
    await expectAccessible(page, 'the new password screen');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/auth/login');
    await waitForMail(vendor.email, /password was changed/);

    expect(await signInStatus(vendor.email, vendor.password)).toBe(401);
    await signIn(page, vendor.email, 'Monsoon-2026 ledger');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('change password, signed in: this session goes on, the other one is signed out', async () => {
    const vendor = await registerVendor('Arjun Mehta');
    const other = await newPage(browser());
    await signIn(other.page, vendor.email, vendor.password);
    await other.page.waitForURL('**/dashboard');

    const { page, context } = await newPage(browser());
    await signIn(page, vendor.email, vendor.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.waitForURL('**/change-password');
    await page.locator('#password-currentPassword').fill(vendor.password);
    await page.locator('#password-newPassword').fill('Harbour-lights 77');
    await page.locator('#password-confirmPassword').fill('Harbour-lights 77');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed. Your other sessions were signed out.').waitFor();

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.url()).toContain('/dashboard');
    await other.page.goto('/dashboard');
    await other.page.waitForURL('**/auth/login');
    await other.context.close();
    await context.close();
  });
});
