import { endpointUrl, walletOperatorEndpoints, type Payout } from '@dhub/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../src/api.js';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { deliverAsVendor, demoGroceryItem, newCustomer, placeOrder } from '../src/customer.js';
import { operatorToken } from '../src/operator.js';

describe('money', () => {
  const browser = useBrowser();

  it('an order delivered → its earning pending → available → a payout requested → the operator pays it → the vendor sees it paid, and in the revenue', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    const revenueBefore = await dashboardRevenue(page);

    const item = await demoGroceryItem();
    const order = await placeOrder(await newCustomer('Wallet Buyer'), { ...item, quantity: 2, paymentMethod: 'online' });
    const { settlement } = await deliverAsVendor(order._id);

    await page.getByRole('link', { name: 'Wallet' }).first().click();
    await page.waitForURL('**/wallet');
    await page.getByText(`Order #${order.number}`).first().waitFor();
    // Pending first: the sale's money becomes available after the marketplace's hold (20 s here).
    await page.getByRole('heading', { name: 'Becoming available' }).waitFor();
    await page
      .getByText(/becomes available on/)
      .first()
      .waitFor();
    await expectAccessible(page, 'the wallet');
    // Other tests deliver orders meanwhile, so "nothing pending" may never be true: wait for this
    // sale's own time, then its money is among what a payout of everything available pays.
    await page.waitForTimeout(Math.max(0, Date.parse(settlement!.availableAt) - Date.now()) + 1_000);
    await page.reload();
    await page.getByRole('heading', { name: 'Becoming available' }).waitFor();

    await page.getByRole('link', { name: 'Request payout' }).first().click();
    await page.waitForURL('**/payout');
    await page.getByRole('button', { name: 'Request all of it' }).click();
    await page.getByRole('button', { name: 'Request payout' }).click();
    await page.getByText('Payout requested: the amount is held until it is paid.').waitFor();
    await expectAccessible(page, 'the payouts');

    const operator = await operatorToken();
    const pending = await apiCall<{ items: Payout[] }>(
      'GET',
      endpointUrl(walletOperatorEndpoints.payouts, { query: { status: 'pending', storeId: order.storeId } }),
      operator,
    );
    const payout = pending.items[0]!;
    await apiCall('POST', endpointUrl(walletOperatorEndpoints.approvePayout, { params: { id: payout._id } }), operator, {});
    await apiCall('POST', endpointUrl(walletOperatorEndpoints.payPayout, { params: { id: payout._id } }), operator, {
      bankReference: 'UTR990011',
    });

    await page.reload();
    const row = page
      .getByRole('row')
      .filter({ hasText: payout.number })
      .or(page.getByRole('listitem').filter({ hasText: payout.number }));
    await row.getByText('Paid').first().waitFor();
    await page.goto(`/payout?id=${payout._id}`);
    const detail = page.getByRole('dialog');
    await detail.getByText('Bank reference: UTR990011').waitFor();
    // The sales it pays, oldest available first (cash sales' commissions owed take part of the
    // balance, so a payout of everything may stop before the newest sale).
    await detail.getByRole('heading', { name: 'What this payout pays' }).waitFor();
    await detail
      .getByText(/Order #\d+/)
      .first()
      .waitFor();

    // The dashboard's revenue (today's, by default) counts the sale: other tests only add to it.
    await page.goto('/dashboard');
    expect(await dashboardRevenue(page)).toBeGreaterThanOrEqual(revenueBefore + settlement!.gross);
    await context.close();
  });
});

/** The revenue figure of the dashboard's period, in minor units (the page shows it in rupees). */
async function dashboardRevenue(page: Page): Promise<number> {
  const value = page.locator('#kpi-revenue-value');
  await value.waitFor();
  return Math.round(Number((await value.innerText()).replace(/[^\d.]/g, '')) * 100);
}
