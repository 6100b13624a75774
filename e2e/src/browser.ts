import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
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
  trackRequests(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });
  return { context, page };
}

/** Each page's requests in flight, but its event streams (which stay open: Playwright's 'networkidle' never comes). */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (request.headers()['accept'] !== 'text/event-stream') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Waits until the page has had no request in flight (event streams aside) for `quietMs`. */
export async function waitForQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('waitForQuiet: a page of newPage() only');
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline)
      throw new Error(`still loading after ${timeoutMs} ms: ${[...pending].map((request) => request.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (pending.size > 0) quietSince = Date.now();
  }
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
