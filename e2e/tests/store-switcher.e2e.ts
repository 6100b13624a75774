import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signIn, useBrowser } from '../src/browser.js';

const GROCERY = 'Sharma Fresh Mart · Grocery';
const RESTAURANT = 'Spice Route Kitchen · Food';

const switcher = (page: Page) => page.getByRole('combobox', { name: 'Current store' });
const chosen = (page: Page) => switcher(page).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);

describe('the demo vendor switches between its grocery store and its restaurant', () => {
  const browser = useBrowser();

  it('shows both verticals, follows the chosen store to its list, and keeps the choice after a reload', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');

    // Both stores' verticals in the sidebar.
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('button', { name: 'Grocery', exact: true }).waitFor();
    await nav.getByRole('button', { name: 'Food', exact: true }).click();
    await nav.getByRole('link', { name: 'My list' }).click();
    await page.waitForURL('**/food-item');
    await page.getByText('Paneer Butter Masala (Full)').first().waitFor();

    // Grocery list: the grocery store is the current one until the vendor chooses.
    await page.goto('/grocerys-item');
    await page
      .getByText(/SKU: SFM-/)
      .first()
      .waitFor();
    expect(await chosen(page)).toBe(GROCERY);

    // Switch to the restaurant: the page follows it to the food list.
    await switcher(page).click();
    await switcher(page).selectOption({ label: RESTAURANT });
    await page.waitForURL('**/food-item');
    await page.getByRole('heading', { name: 'My Food list' }).waitFor();
    await page.getByText('Hyderabadi Chicken Biryani (Full)').first().waitFor();
    expect(await page.getByText(/SKU: SFM-/).count()).toBe(0);

    // Pages that act on the current store (categories) use the restaurant, also after a reload.
    await page.goto('/pending-categories');
    await page.getByText(/Food · Spice Route Kitchen/).waitFor();
    await page.reload();
    await page.getByText(/Food · Spice Route Kitchen/).waitFor();
    expect(await chosen(page)).toBe(RESTAURANT);

    // Back to the grocery store.
    await switcher(page).selectOption({ label: GROCERY });
    await page.getByText(/Grocery · Sharma Fresh Mart/).waitFor();
    await nav.getByRole('button', { name: 'Grocery', exact: true }).click();
    await nav.getByRole('link', { name: 'My list' }).first().click();
    await page.waitForURL('**/grocerys-item');
    await page
      .getByText(/SKU: SFM-/)
      .first()
      .waitFor();
    expect(await page.getByText('Paneer Butter Masala (Full)').count()).toBe(0);
    await page.reload();
    await page
      .getByText(/SKU: SFM-/)
      .first()
      .waitFor();
    expect(await chosen(page)).toBe(GROCERY);
    await context.close();
  });
});
