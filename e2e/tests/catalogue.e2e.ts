import { describe, expect, it } from 'vitest';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { approveRequest } from '../src/operator.js';

describe('a vendor works its grocery catalogue', () => {
  const browser = useBrowser();

  it('searches the master catalogue, adds an item, prices it, adds a variation, requests a missing product that the operator approves', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');

    // Master catalogue: partial words in any case find the product.
    await page.goto('/adding-grocery-item');
    await page.getByLabel('Search products by name').fill('RAGI fl');
    const addButton = page.getByRole('button', { name: /^Add to my list: .*Ragi Flour/ }).first();
    await addButton.waitFor();
    const productName = ((await addButton.getAttribute('aria-label')) ?? '').replace('Add to my list: ', '');
    await addButton.click();
    const dialog = page.getByRole('dialog');
    // Amounts typed in rupees go to the API in paise.
    await dialog.getByLabel(/^Price/).fill('79.99');
    await dialog.getByLabel(/^MRP/).fill('95');
    await dialog.getByLabel(/^Stock/).fill('40');
    await dialog.getByLabel(/^SKU/).fill('E2E-RAGI-1');
    const added = page.waitForResponse((response) => response.url().includes('/add-to-my-list') && response.request().method() === 'POST');
    await dialog
      .getByRole('button', { name: /Add to my list|Save/ })
      .last()
      .click();
    const addRequest = (await added).request();
    expect(addRequest.postDataJSON()).toMatchObject({ price: 7_999, mrp: 9_500, stock: 40 });
    await page.getByText('In my list').first().waitFor();

    // My list: the item is there; change its price inline.
    await page.goto('/grocerys-item');
    await page.getByLabel('Search products by name').fill(productName);
    const price = page.getByRole('textbox', { name: `Price of ${productName}` }).first();
    await price.waitFor();
    await expect(price.inputValue()).resolves.toBe('79.99');
    await page.getByText('MRP ₹95.00').first().waitFor();
    await price.fill('85.5');
    const saved = page.waitForResponse((response) => response.url().includes('/update/') && response.request().method() === 'PUT');
    await price.press('Enter');
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ price: 8_550 });
    expect(((await response.json()) as { item: { price: number } }).item.price).toBe(8_550);

    // Variations: add a 2 kg pack.
    await page
      .getByRole('link', { name: `Variations: ${productName}` })
      .first()
      .click();
    await page.waitForURL('**/grocery-vairants?**');
    await page.getByRole('button', { name: 'Add a variation' }).first().click();
    const variation = page.getByRole('dialog');
    await variation.getByLabel(/^Variation name/).fill('2 kg pack');
    await variation.getByLabel(/^Price/).fill('150');
    await variation.getByLabel(/^Stock/).fill('12');
    await variation.getByRole('button', { name: 'Save' }).click();
    await page.getByText('2 kg pack').first().waitFor();
    await page.getByText('₹150.00').first().waitFor();

    // Request a product missing from the catalogue.
    const requested = `E2E Kodo Millet Flakes ${Date.now()}`;
    await page.goto('/edit-grocerys-requset-Item');
    await page.getByLabel(/^Product name/).fill(requested);
    const category = page.getByLabel(/^Category/);
    await category.locator('option').nth(1).waitFor({ state: 'attached' });
    await category.selectOption({ index: 1 });
    await page.getByLabel(/^Price/).fill('120.25');
    await page.getByLabel(/^MRP/).fill('140');
    await page.getByLabel(/^Stock/).fill('25');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL('**/view-grocery-request-item?**');
    await page.getByText('Pending').first().waitFor();
    await page.getByText('₹120.25').first().waitFor();

    // The operator approves it through the admin API; the vendor sees it approved and in its list.
    await approveRequest('grocery', requested);
    await page.goto('/grocery-request-list');
    const row = page.getByRole('article').filter({ hasText: requested });
    await row.getByText('Approved').waitFor();
    await page.goto('/grocerys-item');
    await page.getByLabel('Search products by name').fill(requested);
    await page.getByRole('link', { name: requested }).first().waitFor();
    // Its price in the list, from the request's paise.
    await expect(
      page
        .getByRole('textbox', { name: `Price of ${requested}` })
        .first()
        .inputValue(),
    ).resolves.toBe('120.25');
    await context.close();
  });
});
