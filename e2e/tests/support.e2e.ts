import { deflateSync } from 'node:zlib';
import { API_PREFIX, authEndpoints, fillPath, STORAGE_KEYS, supportEndpoints, supportOperatorEndpoints } from '@dhub/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../src/axe.js';
import { apiCall } from '../src/api.js';
import { baseURL, newPage, signIn, useBrowser } from '../src/browser.js';
import { waitForMail } from '../src/mail.js';
import { operatorToken } from '../src/operator.js';

/** A valid 1×1 PNG (the server checks the content, not only the name). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let value = 0xffffffff;
    for (const byte of bytes) value = crcTable[(value ^ byte) & 0xff]! ^ (value >>> 8);
    return (value ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The operator answers a ticket through the admin API (multipart, as the console will). */
async function answerAsOperator(ticketId: string, body: string): Promise<void> {
  const form = new FormData();
  form.append('body', body);
  const response = await fetch(`${baseURL()}${API_PREFIX}${fillPath(supportOperatorEndpoints.reply.path, { ticketId })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await operatorToken()}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`answer: ${response.status} ${await response.text()}`);
}

/** The demo vendor opens a ticket through the API (multipart): its id. */
async function openTicketAsVendor(subject: string): Promise<string> {
  const { token } = await apiCall<{ token: string }>('POST', authEndpoints.vendorLogin.path, undefined, {
    email: 'vendor@example.com',
    password: 'Vendor@123',
  });
  const form = new FormData();
  for (const [name, value] of Object.entries({
    subject,
    category: 'orders',
    priority: 'low',
    description: 'An order shows the wrong delivery charge.',
  })) {
    form.append(name, value);
  }
  const response = await fetch(`${baseURL()}${API_PREFIX}${supportEndpoints.add.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`open ticket: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { ticket: { _id: string } }).ticket._id;
}

async function signalTyping(ticketId: string): Promise<void> {
  await fetch(`${baseURL()}${API_PREFIX}${fillPath(supportOperatorEndpoints.typing.path, { ticketId })}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await operatorToken()}` },
  });
}

/** The bell's unread count, from its accessible name ("Notifications: 3 unread", or "Notifications"). */
async function bellCount(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

describe('support tickets with live chat, and notifications', () => {
  const browser = useBrowser();

  it('a ticket opened in the browser; support answers through the API; the answer appears live, and the bell counts it', async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Support tickets' }).click();
    await page.waitForURL('**/support-ticket');
    await page.getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'New support ticket' });
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Payout of last week not received');
    await dialog.getByRole('combobox', { name: 'Category' }).selectOption('payments');
    await dialog.getByRole('combobox', { name: 'Priority' }).selectOption('high');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('The payout requested last Monday has not reached the bank account.');
    await dialog.getByLabel('Attachments').setInputFiles({ name: 'bank-statement.png', mimeType: 'image/png', buffer: png() });
    await dialog.getByText('bank-statement.png', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Send ticket' }).click();
    await page.waitForURL('**/view-support?id=*');
    const ticketId = new URL(page.url()).searchParams.get('id')!;
    await page.getByRole('heading', { name: 'Payout of last week not received', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Open bank-statement.png' }).waitFor();
    await page.getByText('No messages yet. Support will answer here.').waitFor();
    await expectAccessible(page, 'a new ticket');
    const before = await bellCount(page);

    // Support types, then answers: both show on the open page without a reload.
    await signalTyping(ticketId);
    await page.getByText('Support is typing…').waitFor({ timeout: 5000 });
    const started = Date.now();
    await answerAsOperator(ticketId, 'We found your payout: it leaves our bank today.');
    const log = page.getByRole('log', { name: /^Messages of ticket/ });
    await log.getByText('We found your payout: it leaves our bank today.').waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(5000);
    await log.getByText('DHub support').waitFor();
    await page.getByText('In progress', { exact: true }).first().waitFor();
    await expect.poll(() => bellCount(page), { timeout: 5000 }).toBe(before + 1);
    // Answered now: no edit or delete any more.
    await expect(page.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);

    // The vendor answers back; the notification is in the bell and on /all-notifications, and it came by e-mail.
    await page.getByRole('textbox', { name: 'Your message' }).fill('Thank you!');
    await page.getByRole('button', { name: 'Send' }).click();
    await log.getByText('Thank you!').waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const panel = page.getByRole('dialog', { name: 'Latest notifications' });
    await panel.getByText(/Support answered your ticket #\d+: “Payout of last week not received”\./).waitFor();
    await panel.getByRole('link', { name: 'See all notifications' }).click();
    await page.waitForURL('**/all-notifications');
    await page
      .getByText(/Support answered your ticket #\d+/)
      .first()
      .waitFor();
    await waitForMail('vendor@example.com', /^Support answered$/);

    // The conversation in /live-chat.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /^Live chat/ })
      .click();
    await page.waitForURL('**/live-chat');
    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /Payout of last week not received/ })
      .click();
    await page
      .getByRole('log', { name: /^Messages of ticket/ })
      .getByText('Thank you!')
      .waitFor();
    await expectAccessible(page, '/live-chat with a conversation open');
    await context.close();
  });

  it('a ticket and its conversation in Arabic, dark, on a phone pass axe', async () => {
    const { page, context } = await newPage(browser(), { width: 390 });
    await signIn(page);
    await page.waitForURL('**/dashboard');
    await page.evaluate(
      ({ key }) =>
        localStorage.setItem(
          key,
          JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), colorMode: 'dark', direction: 'rtl', language: 'ar' }),
        ),
      { key: STORAGE_KEYS.settings },
    );
    const ticketId = await openTicketAsVendor('Wrong delivery charge on an order');
    await answerAsOperator(ticketId, 'Thanks, we are correcting it.');
    await page.goto('/support-ticket');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, '/support-ticket with tickets (dark, Arabic, phone)');
    await page.locator(`a[href="/view-support?id=${ticketId}"]`).click();
    await page.waitForURL('**/view-support?id=*');
    await page.getByRole('log').getByText('Thanks, we are correcting it.').waitFor();
    await expectAccessible(page, 'a ticket (dark, Arabic, phone)');
    await context.close();
  });
});
