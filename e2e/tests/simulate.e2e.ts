import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage, signIn, useBrowser } from '../src/browser.js';

const SIMULATE = fileURLToPath(new URL('../../scripts/simulate.mjs', import.meta.url));

describe('npm run simulate', () => {
  const browser = useBrowser();

  it('places orders and bookings as customers do, and they reach the vendor’s lists', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [SIMULATE], {
      env: {
        ...process.env,
        SIMULATE_URL: baseURL(),
        SIMULATE_ORDERS: '3',
        SIMULATE_PER_MINUTE: '600',
        SIMULATE_CUSTOMERS: '2',
        SIMULATE_CANCEL_SHARE: '0',
      },
      timeout: 60_000,
    });
    // Orders at stores of products, bookings at the store of services: three in all.
    const numbers = [...stdout.matchAll(/^#(\d+) /gm)].map((match) => match[1]!);
    const bookings = [...stdout.matchAll(/^booking #(\d+) /gm)].map((match) => match[1]!);
    expect(numbers.length + bookings.length).toBe(3);

    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.goto('/orders?tab=all');
    for (const number of numbers) await page.getByRole('link', { name: `#${number}`, exact: true }).waitFor();
    await page.goto('/all-service-orders?tab=all');
    for (const number of bookings) await page.getByRole('link', { name: `#${number}`, exact: true }).waitFor();
    await context.close();
  });
});
