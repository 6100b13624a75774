import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { demoGroceryItem, newCustomer, placeOrder } from '../src/customer.js';

describe('coupons', () => {
  const browser = useBrowser();

  it('the vendor creates a coupon for one use; a customer’s order takes it, the next order is refused, and the list says used up', async () => {
    const code = `ONCE-${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Coupons' }).first().click();
    await page.waitForURL('**/service-coupons');
    await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
    await expectAccessible(page, 'the coupons');

    await page.getByRole('button', { name: 'Add coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add coupon' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Flat amount' });
    await dialog.getByRole('textbox', { name: 'Amount off' }).fill('20');
    await dialog.getByRole('spinbutton', { name: 'Total uses' }).fill('1');
    await expectAccessible(page, 'the coupon form');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText('Coupon created.').waitFor();
    await page.getByText(code, { exact: true }).first().waitFor();

    const item = await demoGroceryItem();
    const order = await placeOrder(await newCustomer('Coupon User'), { ...item, quantity: 3, couponCode: code.toLowerCase() });
    expect(order).toMatchObject({ couponCode: code, discount: 2000 });
    await expect(placeOrder(await newCustomer('Late Comer'), { ...item, quantity: 3, couponCode: code })).rejects.toThrow(
      /409.*couponUsedUp/,
    );

    await page.reload();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText('1 / 1').waitFor();
    await row.getByText('Used up').waitFor();

    // The order names its coupon.
    await page.goto(`/orders/${order._id}`);
    await page.getByText(`Coupon ${code}`).waitFor();
    await context.close();
  });
});
