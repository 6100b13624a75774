import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { resetCodeIn, waitForMail } from '../src/mail.js';
import { registerVendor } from '../src/vendor.js';

describe('two-step sign-in', () => {
  const browser = useBrowser();

  it('turned on in the profile: the next sign-in asks for the code e-mailed (read from the test’s SMTP server) and lands on the dashboard', async () => {
    const vendor = await registerVendor('Kavya Iyer');
    const { page, context } = await newPage(browser());
    await signIn(page, vendor.email, vendor.password);
    await page.waitForURL('**/dashboard');

    await page.goto('/user-profile');
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByText('Off', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Turn on' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
    await dialog.getByLabel(/Your current password/).fill(vendor.password);
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await section.getByText('On', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');

    // Asked for the dashboard: the guard sends to the sign-in page, which returns there once signed in.
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login');
    await page.locator('#login-email').fill(vendor.email);
    await page.locator('#login-password').fill(vendor.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/auth/two-steps');
    await page.getByRole('heading', { name: 'Enter your sign-in code' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page, 'the sign-in code screen');
    // A fresh vendor: its only sign-in code e-mail is this sign-in's.
    await page.locator('#sign-in-code').fill(resetCodeIn(await waitForMail(vendor.email, /sign-in code/)));
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    await context.close();
  });
});
