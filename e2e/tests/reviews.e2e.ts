import { describe, it } from 'vitest';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { deliverAsVendor, demoGroceryItem, newCustomer, placeOrder, reviewOrder } from '../src/customer.js';

describe('reviews', () => {
  const browser = useBrowser();

  it("a customer's review of a delivered order reaches the vendor, who replies and then edits the reply", async () => {
    const item = await demoGroceryItem();
    const customer = await newCustomer('Nisha Menon');
    const order = await placeOrder(customer, { ...item, quantity: 1 });
    await deliverAsVendor(order._id);
    const comment = `Everything fresh, order ${order.number}`;
    await reviewOrder(customer, order._id, { rating: 5, comment });

    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Reviews' }).first().click();
    await page.getByRole('heading', { name: 'Reviews' }).waitFor();
    await page.getByText('Average rating').waitFor();
    await page.getByRole('link', { name: new RegExp(comment) }).click();
    await page.getByRole('heading', { name: `Review of order #${order.number}` }).waitFor();
    await expectAccessible(page, 'a review');

    await page.getByRole('textbox', { name: 'Reply' }).fill('Thank you, Nisha!');
    await page.getByRole('button', { name: 'Save reply' }).click();
    await page.getByText('Your reply was saved.').waitFor();
    await page.getByRole('button', { name: 'Edit reply' }).click();
    await page.getByRole('textbox', { name: 'Reply' }).fill('Thank you, Nisha! See you soon.');
    await page.getByRole('button', { name: 'Save reply' }).click();
    await page.getByText('Thank you, Nisha! See you soon.').waitFor();

    await page.getByRole('link', { name: 'All reviews' }).click();
    await page
      .getByRole('link', { name: new RegExp(comment) })
      .getByText('Thank you, Nisha! See you soon.')
      .waitFor();
    await context.close();
  });
});
