import { describe, expect, it } from 'vitest';
import { newPage, signIn, useBrowser } from '../src/browser.js';

describe('category requests on a phone', () => {
  const browser = useBrowser();

  it('requests categories, finds one with the server search, and the page fits 375 px', async () => {
    const { page, context } = await newPage(browser(), { width: 375 });
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.goto('/pending-categories');
    await page.getByText('You have no request awaiting review.').waitFor();

    for (const name of ['Cold-Pressed Oils', 'Organic Millets']) {
      await page.getByRole('button', { name: 'Request a category' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Category name/).fill(name);
      await dialog.getByRole('button', { name: 'Send request' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(name, { exact: true }).waitFor();
    }
    await page.getByText('1–2 of 2').waitFor();

    const search = page.getByRole('searchbox', { name: 'Search by name' });
    await search.fill('PRESSED');
    await page.getByText('1–1 of 1').waitFor();
    expect(await page.getByText('Organic Millets', { exact: true }).count()).toBe(0);
    await search.fill('no such category');
    await page.getByText('No request matches your search.').waitFor();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
