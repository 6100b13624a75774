import { MAIL_RETRY, mailOperatorEndpoints, type OutboxMail } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/mail-schema.js';
import { Mailer, nextTryAfter, SECRET_REMOVED } from '../../src/mail/mailer.js';
import { adminToken, call } from '../helpers/catalogue.js';
import { startMailServer, type TestMailServer } from '../helpers/mail-server.js';
import { outboxOf } from '../helpers/password.js';
import { uniqueEmail } from '../helpers/registration.js';
import { createTestApp, useTestApp, type TestContext } from '../helpers/test-app.js';

const quiet = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
const FROM = 'DHub <no-reply@dhub.local>';

let ctx: TestContext;
useTestApp(async (app) => {
  ctx = app;
});

let server: TestMailServer;
/** Addresses the SMTP server refuses (550) for now. */
const refused = new Set<string>();
/** Per address, the releases of the tries the server holds (in arrival order). */
const held = new Map<string, (() => void)[]>();
beforeAll(async () => {
  server = await startMailServer({
    refuse: (to) => refused.has(to),
    hold: (to) => {
      const releases = held.get(to);
      return releases && new Promise<void>((release) => releases.push(release));
    },
  });
});
afterAll(() => server?.close());

const mailerOf = () => Mailer.create({ db: ctx.db, settings: { smtpUrl: server.url, from: FROM }, log: quiet });
/** The time a failed try set for the next one, moved to now (as if the back-off had passed). */
const makeDue = (id: string) =>
  ctx.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
const rowOf = async (id: string) => (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const minutesFromNow = (at: Date | null) => (at!.getTime() - Date.now()) / 60_000;

describe('e-mail retries (SMTP)', () => {
  it('a refused e-mail is tried again after its back-off, and delivered once the server takes it', async () => {
    const to = uniqueEmail('later');
    refused.add(to);
    const mailer = mailerOf();
    const id = await mailer.send({ to, subject: 'Your order', text: 'Hello' });
    await mailer.idle();
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed.error).toMatch(/Mailbox unavailable/);
    expect(minutesFromNow(failed.nextAttemptAt)).toBeGreaterThan(MAIL_RETRY.afterMinutes[0] - 0.2);
    expect(minutesFromNow(failed.nextAttemptAt)).toBeLessThan(MAIL_RETRY.afterMinutes[0] + 0.2);
    expect(await mailer.retryDue()).toBe(0); // not yet

    refused.delete(to);
    await makeDue(id);
    expect(await mailer.retryDue()).toBe(1);
    await mailer.close();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, error: null, nextAttemptAt: null });
    expect((await server.next(to)).subject).toBe('Your order');
  });

  it("a try that outlived its lease does not overwrite the next try's outcome", async () => {
    const to = uniqueEmail('slow');
    const releases: (() => void)[] = [];
    held.set(to, releases);
    const stalled = mailerOf();
    const id = await stalled.send({ to, subject: 'Slow', text: 'Hello' });
    await expect.poll(() => releases.length).toBe(1);
    // Its lease ran out (the instance seemed gone): another instance takes the e-mail up.
    await makeDue(id);
    const next = mailerOf();
    expect(await next.retryDue()).toBe(1);
    await expect.poll(() => releases.length).toBe(2);
    // The stalled try ends first, refused: it must not record its failure over the try under way.
    refused.add(to);
    releases[0]!();
    await stalled.close();
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 0 });
    refused.delete(to);
    releases[1]!();
    await next.close();
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null });
    held.delete(to);
  });

  it(`gives up after ${MAIL_RETRY.attempts} tries, each later than the last`, async () => {
    const to = uniqueEmail('never');
    refused.add(to);
    const mailer = mailerOf();
    const id = await mailer.send({ to, subject: 'Never', text: 'Hello' });
    await mailer.idle();
    const waits: number[] = [];
    for (let attempt = 1; attempt < MAIL_RETRY.attempts; attempt++) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'failed', attempts: attempt });
      waits.push(Math.round(minutesFromNow(row.nextAttemptAt)));
      await makeDue(id);
      expect(await mailer.retryDue()).toBe(1);
      await mailer.idle();
    }
    expect(waits).toEqual([...MAIL_RETRY.afterMinutes]);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAIL_RETRY.attempts, nextAttemptAt: null });
    expect(await mailer.retryDue()).toBe(0);
    await mailer.close();
  });

  it('an e-mail left queued by a stopped instance is taken up after its lease, by one instance of several', async () => {
    const addresses = Array.from({ length: 6 }, (_, n) => uniqueEmail(`orphan${n}`));
    // Queued by an instance that stopped before trying: only the lease says it is due.
    await ctx.db.insert(mailOutbox).values(
      addresses.map((to) => ({
        to,
        subject: 'Left behind',
        text: 'Hello',
        status: 'queued' as const,
        nextAttemptAt: sql`now() + interval '10 minutes'`,
      })),
    );
    const instances = [mailerOf(), mailerOf(), mailerOf()];
    expect((await Promise.all(instances.map((mailer) => mailer.retryDue()))).every((taken) => taken === 0)).toBe(true);

    await ctx.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.subject, 'Left behind'));
    const before = server.received.length;
    const taken = await Promise.all(instances.map((mailer) => mailer.retryDue(2)));
    const more = await Promise.all(instances.map((mailer) => mailer.retryDue()));
    expect([...taken, ...more].reduce((sum, n) => sum + n, 0)).toBe(addresses.length);
    await Promise.all(instances.map((mailer) => mailer.close()));
    for (const to of addresses) expect((await outboxOf(ctx, to))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(server.received.length - before).toBe(addresses.length);
  });

  it('a one-time code is not tried after its validity (a late code only confuses)', () => {
    const tries = (secret: boolean) => Array.from({ length: MAIL_RETRY.attempts }, (_, n) => nextTryAfter(n, secret));
    expect(tries(false)).toEqual([...MAIL_RETRY.afterMinutes, undefined]);
    // After 1 and 5 minutes (6 in all); the next would come 36 minutes after the first try.
    expect(tries(true)).toEqual([1, 5, undefined, undefined, undefined]);
  });

  it('a one-time code leaves the outbox once delivered, or given up on; the operator never reads it there', async () => {
    const to = uniqueEmail('secret');
    const mailer = mailerOf();
    const id = await mailer.send({ to, subject: 'Your code', text: 'Your code is\n\n123456', html: '<p>123456</p>', secret: true });
    const listed = async () =>
      (await call(ctx, 'GET', `${mailOperatorEndpoints.outbox.path}?searchQuery=${encodeURIComponent(to)}`, await adminToken(ctx))).json<{
        items: OutboxMail[];
      }>().items[0]!;
    expect((await listed()).text).not.toContain('123456'); // queued: hidden from the operator
    await mailer.idle();
    expect((await server.next(to)).text).toContain('123456');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', secret: true, text: SECRET_REMOVED, html: null });
    expect(await listed()).toMatchObject({ status: 'sent', secret: true });

    const never = uniqueEmail('secret-never');
    refused.add(never);
    const failing = await mailer.send({ to: never, subject: 'Your code', text: '654321', secret: true });
    await mailer.idle();
    expect((await rowOf(failing)).text).toBe('654321'); // kept for the next try
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: MAIL_RETRY.attempts - 1, nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, failing));
    expect(await mailer.retryDue()).toBe(1);
    await mailer.close();
    expect(await rowOf(failing)).toMatchObject({ status: 'failed', nextAttemptAt: null, text: SECRET_REMOVED });
  });

  it('each instance runs the retries by itself on its JOBS_INTERVAL_SECONDS timer', async () => {
    const app = await createTestApp({ env: { SMTP_URL: server.url, JOBS_INTERVAL_SECONDS: '1' } });
    try {
      const to = uniqueEmail('timer');
      await app.db
        .insert(mailOutbox)
        .values({ to, subject: 'By the timer', text: 'Hello', status: 'failed', attempts: 1, nextAttemptAt: sql`now()` });
      expect((await server.next(to, { timeoutMs: 5000 })).subject).toBe('By the timer');
    } finally {
      await app.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('nothing is tried again: every e-mail stays kept', async () => {
    const mailer = Mailer.create({ db: ctx.db, settings: { smtpUrl: undefined, from: FROM }, log: quiet });
    const to = uniqueEmail('offline');
    const id = await mailer.send({ to, subject: 'Kept', text: 'Hello' });
    expect(await rowOf(id)).toMatchObject({ status: 'kept', nextAttemptAt: null });
    expect(await mailer.retryDue()).toBe(0);
    await mailer.close();
  });
});
