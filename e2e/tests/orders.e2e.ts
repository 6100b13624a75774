import { orderEndpoints } from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../src/axe.js';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { cancelOrder, demoGroceryItem, newCustomer, placeOrder } from '../src/customer.js';

describe('product orders', () => {
  const browser = useBrowser();

  it('a customer orders through the API; the vendor finds it in the inbox and takes it from new to delivered', async () => {
    const item = await demoGroceryItem();
    const customer = await newCustomer('Asha Nair');
    const order = await placeOrder(customer, { ...item, quantity: 2, note: 'Leave at the door' });
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.waitForURL('**/orders');
    await page.getByRole('link', { name: `#${order.number}`, exact: true }).click();
    await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
    await page.getByText('Leave at the door').waitFor();
    await expectAccessible(page, 'an order');

    await page.getByRole('button', { name: 'Accept' }).click();
    const dialog = page.getByRole('dialog', { name: `Accept order #${order.number}` });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Order accepted.').waitFor();
    for (const [button, done] of [
      ['Start preparing', 'Preparing the order.'],
      ['Mark ready', 'Order ready.'],
      ['Out for delivery', 'Order out for delivery.'],
      ['Mark delivered', 'Order delivered.'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByText(done).waitFor();
    }
    await expect(page.getByRole('button', { name: 'Mark delivered' }).count()).resolves.toBe(0);
    await expect(page.locator('main').getByText('Delivered', { exact: true }).count()).resolves.toBeGreaterThan(0);

    // Printed, the order is the page alone (a packing slip): no menu, no top bar, no action buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: `Order #${order.number}` }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(false);
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Print' }).isVisible()).resolves.toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'All orders' }).click();
    await page.getByRole('tab', { name: /^Delivered/ }).click();
    await page.getByRole('link', { name: `#${order.number}`, exact: true }).waitFor();
    await context.close();
  });

  it('a new order appears on an open inbox within seconds, without a reload, with the count in the menu and the title', async () => {
    const item = await demoGroceryItem();
    const customer = await newCustomer('Meera Pillai');
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await page.getByRole('tab', { name: /^New/ }).waitFor();

    const started = Date.now();
    const order = await placeOrder(customer, { ...item, quantity: 1 });
    await page.getByRole('link', { name: `#${order.number}`, exact: true }).waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    await page.getByText(`New order #${order.number}`).waitFor();
    // At least this one waits to be accepted (the demo orders may have expired meanwhile): in the title and the menu.
    await page.waitForFunction(() => /^\([1-9]\d*\) /.test(document.title));
    await page
      .getByRole('navigation')
      .getByText(/^Orders to accept: [1-9]\d*$/)
      .first()
      .waitFor();
    await context.close();
  });

  it('an order placed while the inbox is still loading is on it once it has loaded', async () => {
    const item = await demoGroceryItem();
    const customer = await newCustomer('Farah Khan');
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    // The inbox's first page is read by the server before the order, and reaches the browser only after the order's event.
    let answered!: () => void;
    const read = new Promise<void>((resolve) => (answered = resolve));
    let releaseAnswer!: () => void;
    const release = new Promise<void>((resolve) => (releaseAnswer = resolve));
    let held = false;
    await page.route(
      (url) => url.pathname.endsWith(orderEndpoints.list.path) && url.searchParams.get('tab') === 'new' && !url.searchParams.has('order'),
      async (route) => {
        if (held) return route.continue();
        held = true;
        const response = await route.fetch();
        answered();
        await release;
        // The app may have given this read up meanwhile (it reads again instead).
        await route.fulfill({ response }).catch(() => undefined);
      },
    );
    await page.getByRole('link', { name: 'Orders' }).first().click();
    await read;
    const order = await placeOrder(customer, { ...item, quantity: 1 });
    await page.getByText(`New order #${order.number}`).waitFor();
    releaseAnswer();
    await page.getByRole('link', { name: `#${order.number}`, exact: true }).waitFor({ timeout: 5000 });
    await context.close();
  });

  it("a customer's cancellation shows at once on the vendor's open order, then in the closed tab", async () => {
    const item = await demoGroceryItem();
    const customer = await newCustomer('Kiran Rao');
    const order = await placeOrder(customer, { ...item, quantity: 1 });
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.goto(`/orders/${order._id}`);
    await page.getByRole('button', { name: 'Accept' }).waitFor();
    await cancelOrder(customer, order._id);
    await page.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached', timeout: 5000 });
    await page.getByText('by the customer').last().waitFor();
    await page.goto('/orders?tab=closed');
    await page.getByRole('link', { name: `#${order.number}`, exact: true }).waitFor();
    await context.close();
  });

  it('the top bar pauses new orders: a customer is refused until the vendor opens the store again', async () => {
    const item = await demoGroceryItem();
    const customer = await newCustomer('Zoya Ali');
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Orders: Open' }).click();
    await page.getByRole('menuitem', { name: 'Pause new orders for 15 min' }).click();
    await page.getByRole('button', { name: /^Orders: Paused until / }).waitFor();
    await expect(placeOrder(customer, { ...item, quantity: 1 })).rejects.toThrow(/409/);

    await page.getByRole('button', { name: /^Orders: Paused until / }).click();
    await page.getByRole('menuitem', { name: 'Open for orders' }).click();
    await page.getByRole('button', { name: 'Orders: Open' }).waitFor();
    await expect(placeOrder(customer, { ...item, quantity: 1 })).resolves.toMatchObject({ status: 'placed' });
    await context.close();
  });
});
