import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseURL, newPage, signIn, useBrowser } from '../src/browser.js';

const SIMULATE = fileURLToPath(new URL('../../scripts/simulate.mjs', import.meta.url));

describe('npm run simulate', () => {
  const browser = useBrowser();

  it('places orders as customers do, and they reach the vendor inbox', async () => {
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
    const numbers = [...stdout.matchAll(/^#(\d+) /gm)].map((match) => match[1]!);
    expect(numbers).toHaveLength(3);

    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.goto('/orders?tab=all');
    for (const number of numbers) await page.getByRole('link', { name: `#${number}`, exact: true }).waitFor();
    await context.close();
  });
});
