import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { files } from '../src/fixtures.js';

const label = (page: Page, text: string) => page.getByLabel(new RegExp(`^${text}`));
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

describe('a new vendor registers a store and signs in', () => {
  const browser = useBrowser();

  it('completes the five steps with real files, then sees the pending store on the dashboard', async () => {
    const { page, context } = await newPage(browser());
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/auth/registration-form');
    await page.getByRole('heading', { name: 'Add Store' }).waitFor();

    // Step 0: Next on an empty step is refused with the spec's text.
    await next(page);
    await page.getByText('Please fill all required fields in this step.').first().waitFor();
    await label(page, 'Full name').fill('Meera Iyer');
    await label(page, 'Personal email').fill('meera.personal@example.com');
    await label(page, 'Phone number').fill('9876501234');
    await label(page, 'Alternate phone number').fill('9876501235');
    await label(page, 'Experience').fill('6');
    await label(page, 'Date of birth').fill('1988-04-12');
    await label(page, 'Profile image').setInputFiles(files.jpeg('me.jpg'));
    await label(page, 'Account email').fill(email);
    await label(page, 'Account password').fill('Meera1234');
    await next(page);

    // Step 1: business, cascading location, delivery pincodes, hours.
    await page.getByText('Step 2 of 5').waitFor();
    await label(page, 'Service').selectOption({ label: 'Grocery' });
    await label(page, 'Store name').fill('Meera Daily Needs');
    await label(page, 'Store phone').fill('9876501236');
    await label(page, 'Address').fill('14 Anna Salai, Teynampet');
    await label(page, 'Latitude').fill('13.0418');
    await label(page, 'Longitude').fill('80.2341');
    await expect(label(page, 'State').isDisabled()).resolves.toBe(true);
    await label(page, 'Country').selectOption({ label: 'India' });
    await label(page, 'State').selectOption({ label: 'Tamil Nadu' });
    await label(page, 'City').selectOption({ label: 'Chennai' });
    const pincodes = page.getByRole('textbox', { name: 'Delivery pincodes' });
    await pincodes.fill('600018');
    await pincodes.press('Enter');
    await pincodes.fill('600018');
    await pincodes.press('Enter');
    await page.getByText('This pincode is already added.').first().waitFor();
    await pincodes.fill('600006');
    await pincodes.press('Enter');
    await page.getByRole('switch', { name: 'Monday' }).check();
    await page.getByLabel('Monday from').fill('09:00');
    await page.getByLabel('Monday to').fill('21:00');
    await next(page);

    // Step 2: KYC numbers and documents, business images.
    await page.getByText('Step 3 of 5').waitFor();
    await label(page, 'PAN or driving licence number').fill('ABCDE1234F');
    await label(page, 'Aadhaar number').fill('123412341234');
    await label(page, 'Store logo').setInputFiles(files.png('logo.png'));
    await label(page, 'PAN card or licence \\(front\\)').setInputFiles(files.pdf('pan.pdf'));
    await label(page, 'Aadhaar card \\(front\\)').setInputFiles(files.jpeg('aadhaar-front.jpg'));
    await label(page, 'Aadhaar card \\(back\\)').setInputFiles(files.png('aadhaar-back.png'));
    const businessImages = page.locator('input[name="business_images"]');
    await businessImages.setInputFiles([files.png('shop-1.png'), files.jpeg('shop-2.jpg')]);
    await businessImages.setInputFiles(['a', 'b', 'c', 'd'].map((name) => files.png(`more-${name}.png`)));
    await page.getByText('You can upload a maximum of 5 business images.').first().waitFor();
    await page.getByRole('img', { name: /Business image 2/ }).waitFor();
    await next(page);

    // Step 3: bank.
    await page.getByText('Step 4 of 5').waitFor();
    await label(page, 'Bank name').fill('HDFC Bank');
    await label(page, 'Branch name').fill('Teynampet');
    await label(page, 'Account holder name').fill('Meera Iyer');
    await label(page, 'Account number').fill('50100123456789');
    await label(page, 'IFSC code').fill('HDFC0001234');
    await label(page, 'UPI ID').fill('meera@okhdfc');
    await next(page);

    // Step 4: meta with counters and keywords, then submit.
    await page.getByText('Step 5 of 5').waitFor();
    await label(page, 'Meta title').fill('Meera Daily Needs, Chennai');
    await page.getByText('26/90').waitFor();
    await label(page, 'Meta description').fill('Groceries and daily needs delivered in Teynampet.');
    const keywords = page.getByRole('textbox', { name: 'Meta keywords' });
    await keywords.fill('grocery, chennai,');
    await keywords.fill('fresh');
    await keywords.press('Enter');
    await expect(page.getByRole('listitem').filter({ hasText: 'chennai' }).count()).resolves.toBe(1);

    // The review lists every step before submitting (account number masked), each with an Edit.
    const review = page.getByRole('region', { name: 'Review before submitting' });
    await review.getByText('600018, 600006').waitFor();
    await review.getByText('••••6789').waitFor();
    await review.getByText('logo.png').waitFor();
    await review.getByRole('button', { name: 'Edit Bank Details' }).click();
    await page.getByText('Step 4 of 5').waitFor();
    await page.getByRole('button', { name: 'Back to review' }).click();
    await page.getByText('Step 5 of 5').waitFor();
    await page.getByRole('button', { name: 'Submit Store' }).click();
    await page.getByText('Store added successfully! All steps completed.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Go to Stores' }).waitFor();

    // 'Add Another Store' clears everything and returns to step 0.
    await page.getByRole('button', { name: 'Add Another Store' }).click();
    await page.getByText('Step 1 of 5').waitFor();
    await expect(label(page, 'Full name').inputValue()).resolves.toBe('');

    // Sign in with the new account: the dashboard shows the store awaiting approval.
    await signIn(page, email, 'Meera1234');
    await page.waitForURL('**/dashboard');
    await page.getByText('Meera Daily Needs').waitFor();
    await page
      .getByText(/pending/i)
      .first()
      .waitFor();
    await context.close();
  });
});
