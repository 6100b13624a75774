import {
  fillPath,
  liveEndpoints,
  notificationEndpoints,
  SUPPORT_MESSAGES,
  supportOperatorEndpoints,
  ticketChatEndpoints,
  type NotificationPage,
  type TicketMessage,
} from '@dhub/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, call, createVendor, demoToken, type TestVendor } from '../helpers/catalogue.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { closeStreams, isEvent, openEventStream } from '../helpers/event-stream.js';
import { answered, answerAsOperator, conversation, openedTicket, readTicket, screenshot, writeAsVendor } from './tickets.js';

let ctx: TestContext;
let vendor: string;
let admin: string;
let other: TestVendor;
useTestApp(async (app) => {
  ctx = app;
  vendor = await demoToken(ctx);
  admin = await adminToken(ctx);
  other = await createVendor(ctx, ['grocery']);
});
afterAll(closeStreams);

const unread = async (token = vendor) =>
  (await call(ctx, 'GET', ticketChatEndpoints.unread.path, token)).json<{ unread: number; tickets: number }>();
const markRead = (ticketId: string, token = vendor) => call(ctx, 'POST', fillPath(ticketChatEndpoints.read.path, { ticketId }), token);
const deleteMessage = (id: string, token = vendor) => call(ctx, 'DELETE', fillPath(ticketChatEndpoints.remove.path, { id }), token);

describe("a ticket's conversation", () => {
  it('takes text and files from both sides, in order, with who wrote each and whether the other side read it', async () => {
    const ticket = await openedTicket(ctx, vendor);
    const sent = await writeAsVendor(ctx, vendor, ticket._id, 'Here is the bank statement.', [screenshot('statement.png')]);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ message: string; chat: TicketMessage }>()).toMatchObject({
      message: SUPPORT_MESSAGES.messageSent,
      chat: { author: 'vendor', body: 'Here is the bank statement.', mine: true, read: false, deleted: false },
    });
    await answered(ctx, admin, ticket._id, 'Thanks, checking.');
    const page = await conversation(ctx, vendor, ticket._id);
    expect(page.hasMore).toBe(false);
    expect(page.items.map((message) => [message.author, message.body, message.mine])).toEqual([
      ['vendor', 'Here is the bank statement.', true],
      ['operator', 'Thanks, checking.', false],
    ]);
    expect(page.items[0]!.attachments.map((file) => file.name)).toEqual(['statement.png']);
    expect(page.items[0]!.read).toBe(true); // support answered: it read up to its answer
    expect(page.items[1]!.read).toBe(false); // the vendor has not read the answer yet
  });

  it('refuses an empty message, one too long, and a ticket that is not the vendor’s', async () => {
    const ticket = await openedTicket(ctx, vendor);
    expect((await writeAsVendor(ctx, vendor, ticket._id, '')).json()).toMatchObject({ code: 'messageEmpty' });
    expect((await writeAsVendor(ctx, vendor, ticket._id, 'x'.repeat(2001))).json()).toMatchObject({ code: 'messageTooLong' });
    expect((await writeAsVendor(ctx, other.token, ticket._id, 'Hello')).statusCode).toBe(404);
    expect((await call(ctx, 'GET', fillPath(ticketChatEndpoints.list.path, { ticketId: ticket._id }), other.token)).statusCode).toBe(404);
    expect((await answerAsOperator(ctx, admin, ticket._id, '')).json()).toMatchObject({ code: 'messageEmpty' });
    // Files alone are a message.
    expect((await writeAsVendor(ctx, vendor, ticket._id, '', [screenshot()])).statusCode).toBe(201);
  });

  it('pages back through a long conversation, oldest first within a page', async () => {
    const ticket = await openedTicket(ctx, other.token);
    for (let index = 1; index <= 5; index++) await writeAsVendor(ctx, other.token, ticket._id, `Message ${index}`);
    const latest = await conversation(ctx, other.token, ticket._id, '?limit=2');
    expect(latest.items.map((message) => message.body)).toEqual(['Message 4', 'Message 5']);
    expect(latest.hasMore).toBe(true);
    const before = await conversation(ctx, other.token, ticket._id, `?limit=2&before=${latest.items[0]!.seq}`);
    expect(before.items.map((message) => message.body)).toEqual(['Message 2', 'Message 3']);
    const first = await conversation(ctx, other.token, ticket._id, `?limit=2&before=${before.items[0]!.seq}`);
    expect(first).toMatchObject({ items: [{ body: 'Message 1' }], hasMore: false });
  });

  it('counts support’s unread messages per ticket and in all, until the vendor reads them; support sees its messages read', async () => {
    const vendorB = await createVendor(ctx, ['grocery']);
    const first = await openedTicket(ctx, vendorB.token);
    const second = await openedTicket(ctx, vendorB.token);
    await answered(ctx, admin, first._id, 'One');
    await answered(ctx, admin, first._id, 'Two');
    await answered(ctx, admin, second._id, 'Three');
    expect(await unread(vendorB.token)).toEqual({ unread: 3, tickets: 2 });
    expect((await readTicket(ctx, vendorB.token, first._id)).unread).toBe(2);

    const read = await markRead(first._id, vendorB.token);
    expect(read.json()).toEqual({ unread: 1 });
    expect((await readTicket(ctx, vendorB.token, first._id)).unread).toBe(0);
    const operatorView = await call(ctx, 'GET', fillPath(supportOperatorEndpoints.messages.path, { ticketId: first._id }), admin);
    expect(operatorView.json<{ items: TicketMessage[] }>().items.map((message) => [message.mine, message.read])).toEqual([
      [true, true],
      [true, true],
    ]);
    expect((await markRead(first._id, other.token)).statusCode).toBe(404);
    // The operator's own count: the vendor's messages it has not read.
    await writeAsVendor(ctx, vendorB.token, first._id, 'Thanks!');
    const operatorTicket = await call(ctx, 'GET', fillPath(supportOperatorEndpoints.get.path, { id: first._id }), admin);
    expect(operatorTicket.json()).toMatchObject({ unread: 1, vendorEmail: vendorB.email });
    expect((await call(ctx, 'POST', fillPath(supportOperatorEndpoints.read.path, { ticketId: first._id }), admin)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', fillPath(supportOperatorEndpoints.get.path, { id: first._id }), admin)).json()).toMatchObject({
      unread: 0,
    });
  });

  it('deletes one’s own message (shown as deleted, its files gone), never the other side’s', async () => {
    const ticket = await openedTicket(ctx, vendor);
    const mine = (await writeAsVendor(ctx, vendor, ticket._id, 'Wrong file', [screenshot()])).json<{ chat: TicketMessage }>().chat;
    const theirs = await answered(ctx, admin, ticket._id, 'Which file?');
    expect((await deleteMessage(theirs._id)).json()).toMatchObject({ code: 'messageNotYours' });
    expect((await deleteMessage(mine._id, other.token)).statusCode).toBe(404);
    const deleted = await deleteMessage(mine._id);
    expect(deleted.json()).toEqual({ message: SUPPORT_MESSAGES.messageDeleted });
    const page = await conversation(ctx, vendor, ticket._id);
    expect(page.items[0]).toMatchObject({ _id: mine._id, deleted: true, body: null, attachments: [] });
    const file = mine.attachments[0]!;
    expect((await call(ctx, 'GET', fillPath('/vendor/store_support/attachment/:id', { id: file._id }), vendor)).statusCode).toBe(404);
    expect((await deleteMessage(mine._id)).statusCode).toBe(200); // again: nothing more to do
  });

  it('notifies the vendor of each answer, live, with a link to the ticket', async () => {
    const vendorC = await createVendor(ctx, ['grocery']);
    const ticket = await openedTicket(ctx, vendorC.token);
    const stream = await openEventStream(ctx.app, vendorC.token);
    await stream.next(isEvent('ready'));
    await answered(ctx, admin, ticket._id, 'We refunded the commission.');
    await stream.next(isEvent('ticket', { ticketId: ticket._id, change: 'message', by: 'operator' }));
    const notice = await stream.next(isEvent('notification', { type: 'ticketReply' }));
    expect(notice.data).toMatchObject({
      params: { number: ticket.number, subject: ticket.subject },
      link: `/view-support?id=${ticket._id}`,
      readAt: null,
    });
    const page = (await call(ctx, 'GET', notificationEndpoints.list.path, vendorC.token)).json<NotificationPage>();
    expect(page).toMatchObject({ total: 1, unread: 1, items: [{ type: 'ticketReply' }] });
  });

  it('tells the other side that one is typing, without storing anything; the operator’s stream hears the vendor', async () => {
    const ticket = await openedTicket(ctx, vendor);
    const operator = await openEventStream(ctx.app, admin, liveEndpoints.operatorEvents.path);
    const vendorStream = await openEventStream(ctx.app, vendor);
    await operator.next(isEvent('ready'));
    await vendorStream.next(isEvent('ready'));
    expect((await call(ctx, 'POST', fillPath(ticketChatEndpoints.typing.path, { ticketId: ticket._id }), vendor)).json()).toEqual({});
    await operator.next(isEvent('typing', { ticketId: ticket._id, by: 'vendor' }));
    await call(ctx, 'POST', fillPath(supportOperatorEndpoints.typing.path, { ticketId: ticket._id }), admin);
    await vendorStream.next(isEvent('typing', { ticketId: ticket._id, by: 'operator' }));
    expect(vendorStream.events.filter((event) => event.event === 'typing' && (event.data as { by: string }).by === 'vendor')).toEqual([]);
    expect((await call(ctx, 'POST', fillPath(ticketChatEndpoints.typing.path, { ticketId: ticket._id }), other.token)).statusCode).toBe(
      404,
    );
    expect((await conversation(ctx, vendor, ticket._id)).items).toEqual([]);
  });
});
