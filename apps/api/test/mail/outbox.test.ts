import { mailOperatorEndpoints, type OutboxMail } from '@dhub/contract';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { Mailer } from '../../src/mail/mailer.js';
import { adminToken, call, createVendor, demoToken } from '../helpers/catalogue.js';
import { outboxOf, sendOtp } from '../helpers/password.js';
import { uniqueEmail } from '../helpers/registration.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

type Page = { items: OutboxMail[]; page: number; limit: number; total: number };
const outbox = async (query: string, token?: string) =>
  call(ctx, 'GET', `${mailOperatorEndpoints.outbox.path}?${query}`, token ?? (await adminToken(ctx)));

describe('without SMTP_URL', () => {
  it('keeps every e-mail in the outbox and writes it to the log', async () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { info: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }) } as unknown as FastifyBaseLogger;
    const mailer = Mailer.create({ db: ctx.db, settings: { smtpUrl: undefined, from: 'DHub <no-reply@dhub.local>' }, log });
    const to = uniqueEmail('kept');
    const id = await mailer.send({ to, subject: 'Hello', text: 'Your code is 123456' });
    await mailer.close();
    const [row] = await outboxOf(ctx, to);
    expect(row).toMatchObject({ id, to, subject: 'Hello', text: 'Your code is 123456', status: 'kept', error: null, sentAt: null });
    expect(lines).toEqual([
      { obj: { mailId: id, to, subject: 'Hello', text: 'Your code is 123456' }, msg: 'e-mail kept in the outbox (no SMTP_URL)' },
    ]);
  });

  it('a reset code is readable by the operator, who pages, filters and searches the outbox; vendors may not', async () => {
    const owner = await createVendor(ctx, []);
    expect((await sendOtp(ctx, owner.email)).statusCode).toBe(200);
    const found = await outbox(`searchQuery=${encodeURIComponent(owner.email.toUpperCase())}&status=kept`);
    expect(found.statusCode).toBe(200);
    const page = found.json<Page>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      to: owner.email,
      subject: 'Your DHub password reset code',
      status: 'kept',
      attempts: 0,
      secret: true,
    });
    expect(page.items[0]!.text).toMatch(/^\s*\d{6}\s*$/m);

    const first = (await outbox('limit=1&page=1')).json<Page>();
    const second = (await outbox('limit=1&page=2')).json<Page>();
    expect(first.total).toBeGreaterThanOrEqual(2);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]!._id).not.toBe(first.items[0]!._id);
    expect(Date.parse(second.items[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(first.items[0]!.createdAt));
    expect((await outbox('status=sent')).json<Page>().total).toBe(0);
    expect((await outbox('limit=500')).statusCode).toBe(400);
    expect((await outbox('status=lost')).statusCode).toBe(400);
    expect((await outbox('', await demoToken(ctx))).statusCode).toBe(403);
  });
});
