import { describe, expect, it } from 'vitest';
import { authEndpoints, endpointUrl, orderEndpoints, type OrderDetail } from '@dhub/contract';
import { apiCall } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { demoGroceryItem, newCustomer, placeOrder } from '../src/customer.js';
import { files } from '../src/fixtures.js';

/** The demo vendor's order taken to 'ready' through its API (the orders' screens have their own tests). */
async function readyOrder(): Promise<OrderDetail> {
  const order = await placeOrder(await newCustomer('Meera Iyer'), { ...(await demoGroceryItem()), quantity: 1 });
  const { token } = await apiCall<{ token: string }>('POST', authEndpoints.vendorLogin.path, undefined, {
    email: 'vendor@example.com',
    password: 'Vendor@123',
  });
  for (const body of [{ action: 'accept', prepMinutes: 10 }, { action: 'markReady' }]) {
    await apiCall('POST', endpointUrl(orderEndpoints.act, { params: { id: order._id } }), token, body);
  }
  return order;
}

describe('delivery boys', () => {
  const browser = useBrowser();

  it('the vendor adds a delivery boy with documents, finds and opens it, gives it a ready order and sees it on its page', async () => {
    const name = `Ravi Rider ${Date.now().toString(36)}`;
    const phone = `+9197${String(Date.now()).slice(-8)}`;
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Delivery boys' }).first().click();
    await page.waitForURL('**/delivery-boys');
    await page.getByRole('heading', { name: 'Delivery boys', level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Add delivery boy' }).click();
    await page.waitForURL('**/add-delivery-boy');
    await page.getByRole('textbox', { name: 'Full name' }).fill(name);
    await page.getByRole('textbox', { name: 'Phone' }).fill(phone);
    await page.getByRole('combobox', { name: 'Vehicle', exact: true }).selectOption({ label: 'Scooter' });
    await page.getByRole('textbox', { name: 'Registration number' }).fill('ka 05 mn 4321');
    await page.getByRole('textbox', { name: 'Driving licence number' }).fill('KA05 2020 0004321');
    await page.getByRole('combobox', { name: 'Zone (optional)' }).selectOption({ label: 'Koramangala' });
    await page.getByRole('combobox', { name: 'Identity document' }).selectOption({ label: 'PAN card' });
    await page.getByRole('textbox', { name: 'Document number' }).fill('abcde1234f');
    await page.getByLabel('Copy of the driving licence').setInputFiles(files.pdf('licence.pdf'));
    await page.getByLabel('Copy of the identity document').setInputFiles(files.png('pan-card.png'));
    await page.getByText('pan-card.png').waitFor();
    await expectAccessible(page, 'the delivery boy form');
    await page.getByRole('button', { name: 'Add delivery boy' }).click();

    await page.getByText('Delivery boy added.').waitFor();
    await page.waitForURL('**/view-delivery-Boy?id=*');
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('Scooter · KA05MN4321').waitFor();
    await page.getByText('PAN card · ABCDE1234F').waitFor();
    await page.getByText(/^licence\.pdf · /).waitFor();
    await page.getByText(/^pan-card\.png · /).waitFor();
    await expectAccessible(page, "the delivery boy's page");

    // The document is private: fetched with the session, opened from memory in a new tab.
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Open the driving licence' }).click(),
    ]);
    expect(opened.url()).toMatch(/^blob:/);
    await opened.close();

    await page.getByRole('link', { name: 'Back to delivery boys' }).click();
    await page.getByRole('searchbox', { name: 'Search by name, phone or vehicle number' }).fill('KA05MN');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Available').waitFor();
    await row.getByText('Koramangala').waitFor();
    await expectAccessible(page, 'the delivery boys list');
    await row.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('No order to deliver now.').waitFor();

    // A ready order is given to the new delivery boy from the order's page.
    const order = await readyOrder();
    await page.goto(`/orders/${order._id}`);
    const delivery = page.getByRole('heading', { name: 'Delivery', exact: true }).locator('..');
    await delivery.getByRole('combobox', { name: 'Delivery boy' }).selectOption({ label: `${name} · KA05MN4321` });
    await delivery.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Delivery boy assigned.').waitFor();
    await delivery.getByText(name, { exact: true }).waitFor();
    await expectAccessible(page, 'an order with its delivery boy');

    await page.goBack();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('link', { name: `Order #${order.number}` }).waitFor();
    await page.getByText('Busy', { exact: true }).waitFor();
    await context.close();
  });
});
