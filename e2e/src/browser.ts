import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import chromiumFlags from './chromium-flags.json' with { type: 'json' };

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Also read by scripts/lcp.mjs: one set of flags for every Chromium the project starts. */
const CHROMIUM_FLAGS: string[] = chromiumFlags;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export const baseURL = () => inject('baseURL');

/** A fresh, signed-out browser context (its own local storage) and a page in it. */
export async function newPage(browser: Browser, options: { width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  return { context, page };
}

/** What the pages' Content-Security-Policy blocked (checked after every test: the app must need nothing it forbids). */
const cspViolations: string[] = [];

/** One browser for the enclosing describe block: launched before its tests, closed after. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    const blocked = cspViolations.splice(0);
    expect(blocked, 'blocked by the Content-Security-Policy').toEqual([]);
  });
  return () => {
    if (!browser) throw new Error('browser not launched yet');
    return browser;
  };
}

/** Signs in through the login form. */
export async function signIn(page: Page, email = 'vendor@example.com', password = 'Vendor@123'): Promise<void> {
  await page.goto('/auth/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
