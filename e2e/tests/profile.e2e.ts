import { authEndpoints, endpointUrl, profileOperatorEndpoints, storeEndpoints, type VendorProfileResponse } from '@dhub/contract';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { apiCall } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { files } from '../src/fixtures.js';
import { operatorToken } from '../src/operator.js';

/** The id of the demo vendor's store with this name (read through the vendor's API). */
async function demoStoreId(name: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>('POST', authEndpoints.vendorLogin.path, undefined, {
    email: 'vendor@example.com',
    password: 'Vendor@123',
  });
  const profile = await apiCall<VendorProfileResponse>('GET', storeEndpoints.vendorProfile.path, token);
  const store = profile.stores.find((candidate) => candidate.name === name);
  if (!store) throw new Error(`the demo vendor has no store ${name}`);
  return store._id;
}

/** Opens one of the account menu's pages from the top bar. */
async function openFromAccountMenu(page: Page, item: string, path: string): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.waitForURL(`**${path}`);
}

describe('profile, store, documents and bank', () => {
  const browser = useBrowser();

  it("edits the store's details from the account menu; they are kept", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await openFromAccountMenu(page, 'Store profile', '/profile');
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.waitFor();
    const text = `Fresh vegetables and staples, edited at ${Date.now()}.`;
    await description.fill(text);
    await page.getByRole('textbox', { name: 'Delivery pincodes' }).fill('560017');
    await page.getByRole('textbox', { name: 'Delivery pincodes' }).press('Enter');
    await page.getByRole('button', { name: 'Save store details' }).click();
    await page.getByText('Store details saved.').waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Description', exact: true }).waitFor();
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLTextAreaElement>('textarea[name=description]')?.value === expected,
      text,
    );
    await page.getByRole('list', { name: 'Delivery pincodes' }).getByRole('button', { name: 'Remove 560017' }).waitFor();
    await expectAccessible(page, 'the store profile after a save');
    await context.close();
  });

  it('uploads a document, the operator verifies it, a replacement is back in review', async () => {
    const storeId = await demoStoreId('Sharma Fresh Mart');
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await openFromAccountMenu(page, 'Documents', '/profile-verify');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GST bill', exact: true }) });
    await card.getByLabel(/^(Upload|Replace) GST bill$/).setInputFiles(files.pdf('gst-bill.pdf'));
    await page.getByText('Documents sent: an operator will review them.').waitFor();
    await card.getByText('In review').waitFor();
    await card.getByText('gst-bill.pdf').waitFor();

    const operator = await operatorToken();
    await apiCall(
      'POST',
      endpointUrl(profileOperatorEndpoints.verifyDocument, { params: { id: storeId, document: 'gst_bill' } }),
      operator,
      {},
    );
    await page.reload();
    await card.getByText('Verified').waitFor();

    await card.getByLabel('Replace GST bill').setInputFiles(files.png('gst-bill-new.png'));
    await card.getByText('gst-bill-new.png').waitFor();
    await card.getByText('In review').waitFor();
    await expectAccessible(page, 'the documents');
    await context.close();
  });

  it('changes the bank account only with the password; it waits for verification', async () => {
    const storeId = await demoStoreId('Spice Route Kitchen');
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await openFromAccountMenu(page, 'Bank details', '/bank-details');
    // The dashboard stays on screen while the page loads, and has a 'Store' select of its own.
    await page.getByRole('heading', { name: 'Bank details', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Store', exact: true }).selectOption(storeId);
    await page.getByText('Payouts are paid to this account.').waitFor();

    await page.getByRole('button', { name: 'Change bank account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bank account of Spice Route Kitchen' });
    await dialog.getByRole('textbox', { name: 'Account number' }).fill('5010 0987 6543');
    await dialog.getByRole('button', { name: 'Save bank account' }).click();
    await dialog.getByText('This field is required.').waitFor();
    await dialog.getByLabel('Your current password').fill('Not-my-password-1');
    await dialog.getByRole('button', { name: 'Save bank account' }).click();
    await dialog.getByText('The password is not right: the bank account was not changed.').waitFor();
    await dialog.getByLabel('Your current password').fill('Vendor@123');
    await dialog.getByRole('button', { name: 'Save bank account' }).click();
    await page.getByText('Bank account saved: it will be verified before any payout is made to it.').waitFor();
    await page.getByText('••••6543').waitFor();
    await page.getByText('Payouts wait until the marketplace verifies this account.').waitFor();
    await expectAccessible(page, 'the bank details, awaiting verification');

    // The operator verifies it: payouts go to it again.
    await apiCall('POST', endpointUrl(profileOperatorEndpoints.verifyBank, { params: { id: storeId } }), await operatorToken(), {});
    await page.reload();
    await page.getByText('Payouts are paid to this account.').waitFor();
    await context.close();
  });
});
