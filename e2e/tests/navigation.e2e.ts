import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newPage, signIn, useBrowser } from '../src/browser.js';
import { chunkOf } from '../src/chunks.js';

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('guards, redirects, display settings', () => {
  const browser = useBrowser();

  it('a guest asking for /dashboard lands on /auth/login', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login');
    expect(pathOf(page)).toBe('/auth/login');
    await context.close();
  });

  it('a wrong password shows the server message and stays on login', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page, 'vendor@example.com', 'wrong-password1');
    await page.getByText('Invalid email or password.').waitFor();
    expect(pathOf(page)).toBe('/auth/login');
    await context.close();
  });

  it('a signed-in vendor sees its store; /auth/login sends it back to /dashboard; sign-out clears the session', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Sharma Fresh Mart', exact: true }).waitFor();
    await page.goto('/auth/login');
    await page.waitForURL('**/dashboard');
    expect(pathOf(page)).toBe('/dashboard');
    await page.goto('/');
    await page.waitForURL('**/dashboard');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    await expect(page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).resolves.toEqual([null, null]);
    await context.close();
  });

  it("a signed-in start asks for the profile once, from index.html's head while the page is still parsing", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    // Every fetch of the profile, with the document's state when it was made: the head script runs
    // while the document parses ('loading'), the app's modules only after.
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as { profileFetches?: string[] }).profileFetches = calls;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input).includes('/vendor/auth/vendorgetprofile')) calls.push(document.readyState);
        return original(input, init);
      };
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Sharma Fresh Mart', exact: true }).waitFor();
    await expect(page.evaluate(() => (window as { profileFetches?: string[] }).profileFetches)).resolves.toEqual(['loading']);
    await context.close();
  });

  it("a signed-in start at a catalogue page preloads that page's chunk from index.html's head, not another page's", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    // The modulepreload links added while the document parses: only the head script adds any then.
    await page.addInitScript(() => {
      const early: string[] = [];
      (window as { earlyPreloads?: string[] }).earlyPreloads = early;
      new MutationObserver((records) => {
        if (document.readyState !== 'loading') return;
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') early.push(new URL(node.href).pathname);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/GROCERYS-ITEM');
    await page.getByText('The products your store sells, with your prices and stock.').waitFor();
    const early = await page.evaluate(() => (window as { earlyPreloads?: string[] }).earlyPreloads ?? []);
    expect(early).toContain(chunkOf('src/app/MainLayout.tsx'));
    expect(early).toContain(chunkOf('src/features/catalogue/pages/MyListPage.tsx'));
    expect(early).not.toContain(chunkOf('src/features/dashboard/DashboardPage.tsx'));
    expect(early).not.toContain(chunkOf('src/features/catalogue/pages/MasterBrowserPage.tsx'));
    await context.close();
  });

  it('a forged token is signed out to the login page on the first API call', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/auth/login');
    await page.evaluate(() => {
      localStorage.setItem('token', 'forged.token.value');
      localStorage.setItem(
        'user',
        JSON.stringify({ _id: 'x', name: 'X', email: 'x@example.com', phone: null, role: 'vendor', image: null }),
      );
    });
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/login');
    await expect(page.evaluate(() => localStorage.getItem('token'))).resolves.toBeNull();
    await context.close();
  });

  it('unknown paths, inside and outside /auth, show the 404 page', async () => {
    const { page, context } = await newPage(browser());
    for (const path of ['/no-such-page', '/auth/no-such-page']) {
      await page.goto(path);
      await page.waitForURL('**/auth/404');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    }
    await context.close();
  });

  it('Arabic switches the document to right-to-left', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ar');
    await page.getByRole('heading', { name: 'تسجيل الدخول' }).waitFor();
    await context.close();
  });

  it('dark mode and a colour theme chosen in the customizer survive a reload', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Display settings' }).click();
    await page.getByRole('radio', { name: 'Orange' }).click();
    await page.getByRole('group', { name: 'Theme mode' }).getByRole('button', { name: 'Dark' }).click();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.reload();
    await page.getByRole('heading', { name: 'Sharma Fresh Mart', exact: true }).waitFor();
    await expect(page.evaluate(() => ({ ...document.documentElement.dataset }))).resolves.toMatchObject({
      colorMode: 'dark',
      theme: 'ORANGE_THEME',
    });
    await expect(background()).resolves.toBe(dark);
    expect(dark).not.toBe('rgb(255, 255, 255)');
    await context.close();
  });
});

describe('on a phone', () => {
  const browser = useBrowser();

  it('the menu opens as a drawer and the dashboard fits the screen', async () => {
    const { page, context } = await newPage(browser(), { width: 375 });
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Sharma Fresh Mart', exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it('my list shows cards whose fields and chips stay inside them', async () => {
    const { page, context } = await newPage(browser(), { width: 375 });
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.goto('/grocerys-item');
    await page.getByRole('article').first().waitFor();
    // The filters fold behind one button on a phone, and say how many are set.
    expect(await page.getByRole('combobox', { name: 'Availability' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Availability' }).selectOption('true');
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    await page.getByRole('article').first().waitFor();
    // Each item is a card of its own: no card sits inside another surface.
    expect(await page.locator('main .MuiPaper-root .MuiPaper-root').count()).toBe(0);
    // A card clips what overflows it (no page scroll to catch): compare each visible element's box,
    // as clipped by its own overflow-hidden ancestors (e.g. an ellipsis), with its card's.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('article')].flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('*')]
          .filter((element) => {
            if (getComputedStyle(element).opacity === '0') return false; // e.g. a switch's hidden input
            let { left, right } = element.getBoundingClientRect();
            for (let parent = element.parentElement; parent && parent !== card; parent = parent.parentElement) {
              if (getComputedStyle(parent).overflowX === 'visible') continue;
              const clip = parent.getBoundingClientRect();
              left = Math.max(left, clip.left);
              right = Math.min(right, clip.right);
            }
            return right > left && (right > box.right + 0.5 || left < box.left - 0.5);
          })
          .map((element) => element.textContent?.slice(0, 40) || element.tagName);
      }),
    );
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
