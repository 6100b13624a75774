import {
  fillPath,
  notificationEndpoints,
  orderEndpoints,
  passwordEndpoints,
  SUPPORT_LIVE_EVENTS,
  ticketChatEndpoints,
} from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { stores } from '../../src/db/schema.js';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { createStorage } from '../../src/storage/index.js';
import { adminToken, call, createVendor, demoToken, type TestVendor } from '../helpers/catalogue.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { closeStreams, isEvent, openEventStream } from '../helpers/event-stream.js';
import { answerAsOperator, openedTicket, postForm, writeAsVendor } from './tickets.js';

// Two API instances on one database (PGlite here; PostgreSQL with TEST_DATABASE_URL, as in production).
let ctx: TestContext;
let second: App;
let vendor: string;
let admin: string;
let other: TestVendor;
useTestApp(async (app) => {
  ctx = app;
  second = await ctx.buildAnother(createStorage(ctx.dataDir));
  vendor = await demoToken(ctx);
  admin = await adminToken(ctx);
  other = await createVendor(ctx, ['grocery']);
});
afterAll(closeStreams);

describe('the live channel across API instances', () => {
  it("an account's streams end on every instance when its password changes, and the old token cannot open another", async () => {
    const owner = await createVendor(ctx, ['grocery']);
    const streams = [
      await openEventStream(second, owner.token),
      await openEventStream(ctx.app, owner.token),
      await openEventStream(second, owner.token, orderEndpoints.events.path),
    ];
    for (const stream of streams) await stream.next(isEvent('ready'));
    const bystander = await openEventStream(second, other.token);
    await bystander.next(isEvent('ready'));

    const changed = await call(ctx, 'POST', passwordEndpoints.changePassword.path, owner.token, {
      currentPassword: owner.password,
      newPassword: 'Brand-new 2026',
      confirmPassword: 'Brand-new 2026',
    });
    expect(changed.statusCode).toBe(200);
    const within = (ms: number) => new Promise((_, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms));
    await Promise.race([Promise.all(streams.map((stream) => stream.ended)), within(2000)]);
    await expect(openEventStream(second, owner.token)).rejects.toThrow(/not a stream: 401/);
    // Another account's stream stays open.
    expect(
      await Promise.race([bystander.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 300))]),
    ).toBe('open');
    const fresh = await openEventStream(second, changed.json<{ token: string }>().token);
    await fresh.next(isEvent('ready'));
  });

  it("a store saved without a change to its access (name, state, service) leaves the vendor's streams open", async () => {
    const owner = await createVendor(ctx, ['grocery']);
    const stream = await openEventStream(second, owner.token);
    await stream.next(isEvent('ready'));
    const open = () => Promise.race([stream.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 300))]);
    const [store] = await ctx.db.select().from(stores).where(eq(stores.id, owner.storeIds[0]!));
    await ctx.db.update(stores).set({ name: store!.name, description: 'Fresh every morning.' }).where(eq(stores.id, store!.id));
    expect(await open()).toBe('open');
    await ctx.db
      .update(stores)
      .set({ name: `${store!.name} & Sons` })
      .where(eq(stores.id, store!.id));
    expect(await open()).toBe('ended');
  });

  it('a chat message written through one instance reaches a stream of the other within a second, and no other vendor', async () => {
    const ticket = await openedTicket(ctx, vendor);
    const there = await openEventStream(second, vendor);
    const stranger = await openEventStream(second, other.token);
    await there.next(isEvent('ready'));
    await stranger.next(isEvent('ready'));

    const started = Date.now();
    const answer = await postForm(ctx, fillPath('/admin/support/tickets/:ticketId/messages', { ticketId: ticket._id }), admin, {
      body: 'Your payout left our bank this morning.',
    });
    expect(answer.statusCode).toBe(201);
    await there.next(isEvent(SUPPORT_LIVE_EVENTS.ticket, { ticketId: ticket._id, change: 'message', by: 'operator' }), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    await there.next(isEvent('notification', { type: 'ticketReply' }), 1000);

    // The vendor's own message reaches its other screens (another instance) and the operators'.
    const operator = await openEventStream(second, admin, '/admin/live/events');
    await operator.next(isEvent('ready'));
    expect((await writeAsVendor(ctx, vendor, ticket._id, 'Thank you!')).statusCode).toBe(201);
    await there.next(isEvent('ticket', { ticketId: ticket._id, change: 'message', by: 'vendor' }), 1000);
    await operator.next(isEvent('ticket', { ticketId: ticket._id, change: 'message', by: 'vendor' }), 1000);
    expect(stranger.events.filter((event) => event.event !== 'ready')).toEqual([]);
  });

  it('typing crosses instances too (never stored), and so does reading', async () => {
    const ticket = await openedTicket(ctx, vendor);
    const operator = await openEventStream(second, admin, '/admin/live/events');
    const there = await openEventStream(second, vendor);
    await operator.next(isEvent('ready'));
    await there.next(isEvent('ready'));
    await call(ctx, 'POST', fillPath(ticketChatEndpoints.typing.path, { ticketId: ticket._id }), vendor);
    await operator.next(isEvent('typing', { ticketId: ticket._id, by: 'vendor' }), 1000);
    await answerAsOperator(ctx, admin, ticket._id, 'Noted.');
    await call(ctx, 'POST', fillPath(ticketChatEndpoints.read.path, { ticketId: ticket._id }), vendor);
    await operator.next(isEvent('ticket', { ticketId: ticket._id, change: 'read', by: 'vendor' }), 1000);
  });

  it('nothing of a rolled-back write is heard: a refused message sends no event', async () => {
    const ticket = await openedTicket(ctx, vendor);
    const open = await openedTicket(ctx, vendor);
    await call(ctx, 'POST', fillPath('/admin/support/tickets/:id/status', { id: ticket._id }), admin, { status: 'closed' });
    const there = await openEventStream(second, vendor);
    await there.next(isEvent('ready'));
    expect((await writeAsVendor(ctx, vendor, ticket._id, 'Hello?')).statusCode).toBe(409);
    // A message that commits after it: events come in commit order, so had the refused one sent an event it would come first.
    expect((await writeAsVendor(ctx, vendor, open._id, 'Still there?')).statusCode).toBe(201);
    await there.next(isEvent(SUPPORT_LIVE_EVENTS.ticket, { ticketId: open._id, change: 'message' }), 1000);
    expect(there.events.filter((event) => (event.data as { ticketId?: string } | null)?.ticketId === ticket._id)).toEqual([]);
  });

  it('is for signed-in accounts only: a vendor cannot open the operators’ stream', async () => {
    expect((await call(ctx, 'GET', '/vendor/live/events')).statusCode).toBe(401);
    expect((await call(ctx, 'GET', '/admin/live/events', vendor)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/vendor/live/events', admin)).statusCode).toBe(403);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'after losing its database connection an instance listens again, says ready, and streams what follows',
    async () => {
      const vendorB = await createVendor(ctx, ['grocery']);
      const ticket = await openedTicket(ctx, vendorB.token);
      const there = await openEventStream(second, vendorB.token);
      await there.next(isEvent('ready'));
      await ctx.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%live_event%' and datname = current_database()`,
      );
      await there.next(isEvent('ready'), 5000); // listening again: read what is shown
      await answerAsOperator(ctx, admin, ticket._id, 'Back online.');
      await there.next(isEvent('ticket', { ticketId: ticket._id, change: 'message' }), 1000);
      expect((await call(ctx, 'GET', notificationEndpoints.unread.path, vendorB.token)).json()).toEqual({ unread: 1 });
    },
  );
});
