import {
  fillPath,
  SUPPORT_MESSAGES,
  supportEndpoints,
  supportOperatorEndpoints,
  ticketPageSchema,
  type Ticket,
  type TicketPage,
} from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supportTickets } from '../../src/db/support-schema.js';
import { adminToken, call, createVendor, demoToken, UNKNOWN_ID, type TestVendor } from '../helpers/catalogue.js';
import { pdfBytes, pngBytes } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import { useTestApp, type TestContext } from '../helpers/test-app.js';
import { answered, openedTicket, openTicket, readTicket, screenshot, TICKET, writeAsVendor } from './tickets.js';

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

const list = async (query = '', token = vendor): Promise<TicketPage> =>
  ticketPageSchema.parse((await call(ctx, 'GET', `${supportEndpoints.list.path}${query}`, token)).json());
const edit = (id: string, body: object, token = vendor) => call(ctx, 'PUT', fillPath(supportEndpoints.update.path, { id }), token, body);
const remove = (id: string, token = vendor) => call(ctx, 'DELETE', fillPath(supportEndpoints.remove.path, { id }), token);
const act = (id: string, action: string, token = vendor) =>
  call(ctx, 'POST', fillPath(supportEndpoints.act.path, { id }), token, { action });
const setStatus = (id: string, status: string) =>
  call(ctx, 'POST', fillPath(supportOperatorEndpoints.setStatus.path, { id }), admin, { status });
/** Moves the ticket's resolution (or closing) `days` into the past. */
const settledDaysAgo = (id: string, days: number) =>
  ctx.db
    .update(supportTickets)
    .set({ settledAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(supportTickets.id, id));

describe('support tickets: the vendor opens, lists, edits and deletes its tickets', () => {
  it('opens a ticket with its words and files (private), numbered, open, editable, and with nothing unread', async () => {
    const response = await openTicket(ctx, vendor, TICKET, [
      screenshot(),
      { field: 'attachments', name: 'receipt.pdf', content: pdfBytes() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { message, ticket } = response.json<{ message: string; ticket: Ticket }>();
    expect(message).toBe(SUPPORT_MESSAGES.ticketCreated);
    expect(ticket).toMatchObject({
      subject: TICKET.subject,
      category: 'payments',
      priority: 'high',
      status: 'open',
      answered: false,
      editable: true,
      actions: ['close'],
      reopenUntil: null,
      unread: 0,
      messageCount: 0,
      lastMessage: null,
    });
    expect(ticket.number).toBeGreaterThanOrEqual(1001);
    expect(ticket.attachments.map((file) => [file.name, file.mimeType])).toEqual([
      ['screen.png', 'image/png'],
      ['receipt.pdf', 'application/pdf'],
    ]);

    const file = ticket.attachments[0]!;
    const mine = await call(ctx, 'GET', fillPath(supportEndpoints.attachment.path, { id: file._id }), vendor);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(pngBytes())).toBe(true);
    expect((await call(ctx, 'GET', fillPath(supportEndpoints.attachment.path, { id: file._id }), other.token)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', fillPath(supportOperatorEndpoints.attachment.path, { id: file._id }), admin)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: api(fillPath(supportEndpoints.attachment.path, { id: file._id })) })).statusCode,
    ).toBe(401);
  });

  it('refuses what the contract refuses: a short subject, no category, too many files, another type, content that lies, a store not its own', async () => {
    const fieldOf = async (fields: Record<string, string>, files = [] as ReturnType<typeof screenshot>[]) => {
      const response = await openTicket(ctx, vendor, fields, files);
      return [response.statusCode, response.json<{ code: string }>().code];
    };
    expect(await fieldOf({ ...TICKET, subject: 'Hi' })).toEqual([400, 'ticketSubjectLength']);
    expect(await fieldOf({ ...TICKET, description: 'short' })).toEqual([400, 'ticketDescriptionLength']);
    expect(await fieldOf({ ...TICKET, category: 'gossip' })).toEqual([400, 'ticketCategoryNeeded']);
    expect(await fieldOf(TICKET, [screenshot('1.png'), screenshot('2.png'), screenshot('3.png'), screenshot('4.png')])).toEqual([
      400,
      'tooManyAttachments',
    ]);
    expect(await fieldOf(TICKET, [{ ...screenshot(), name: 'notes.txt' }])).toEqual([400, 'documentTypes']);
    expect(await fieldOf(TICKET, [{ ...screenshot(), name: 'fake.pdf' }])).toEqual([400, 'fileContentMismatch']);
    expect(await fieldOf({ ...TICKET, storeId: other.storeIds[0]! })).toEqual([404, 'shopNotFound']);
    expect(await fieldOf({ ...TICKET, storeId: 'not-an-id' })).toEqual([400, 'invalidRequest']);
  });

  it('lists only the vendor’s own tickets, newest activity first, by status, category, priority and text, with counts', async () => {
    const first = await openedTicket(ctx, other.token, { subject: 'Cannot upload my logo', category: 'account', priority: 'low' });
    const second = await openedTicket(ctx, other.token, { subject: 'Wrong commission on order', category: 'orders' });
    await answered(ctx, admin, first._id, 'Which file did you try?');
    const all = await list('', other.token);
    expect(all.items.map((ticket) => ticket._id)).toEqual([first._id, second._id]); // the answer made the first the latest
    expect(all.counts).toEqual({ open: 1, inProgress: 1, resolved: 0, closed: 0 });
    expect(all.items[0]).toMatchObject({ status: 'inProgress', unread: 1, messageCount: 1, answered: true, editable: false });
    expect(all.items[0]!.lastMessage).toMatchObject({ author: 'operator', preview: 'Which file did you try?' });
    expect((await list('?status=open', other.token)).items.map((ticket) => ticket._id)).toEqual([second._id]);
    expect((await list('?category=account', other.token)).items.map((ticket) => ticket._id)).toEqual([first._id]);
    expect((await list('?priority=low', other.token)).total).toBe(1);
    expect((await list('?searchQuery=commission', other.token)).items.map((ticket) => ticket._id)).toEqual([second._id]);
    expect((await list(`?searchQuery=%23${second.number}`, other.token)).items.map((ticket) => ticket._id)).toEqual([second._id]);
    expect((await list('?order=created', other.token)).items[0]!._id).toBe(second._id);
    expect((await list('?limit=1&page=2', other.token)).items.map((ticket) => ticket._id)).toEqual([second._id]);
    // The demo vendor sees none of them, nor can read, edit or delete one.
    expect((await list()).items.some((ticket) => ticket._id === first._id)).toBe(false);
    expect((await call(ctx, 'GET', fillPath(supportEndpoints.get.path, { id: second._id }), vendor)).statusCode).toBe(404);
    expect((await edit(second._id, TICKET)).statusCode).toBe(404);
    expect((await remove(second._id)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `${supportEndpoints.list.path}?limit=500`, vendor)).statusCode).toBe(400);
  });

  it('edits and deletes a ticket only while support has not answered it', async () => {
    const ticket = await openedTicket(ctx, vendor, { subject: 'Menu photos look blurry' });
    const edited = await edit(ticket._id, { ...TICKET, subject: 'Menu photos look blurry on phones', priority: 'low' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ ticket: Ticket }>().ticket).toMatchObject({ subject: 'Menu photos look blurry on phones', priority: 'low' });
    expect((await edit(ticket._id, { ...TICKET, subject: '' })).json()).toMatchObject({ code: 'ticketSubjectLength' });

    await answered(ctx, admin, ticket._id, 'We are looking into it.');
    expect((await edit(ticket._id, TICKET)).json()).toMatchObject({ code: 'ticketAnswered' });
    expect((await remove(ticket._id)).json()).toMatchObject({ code: 'ticketAnswered' });

    const unanswered = await openedTicket(ctx, vendor, {}, [screenshot()]);
    const removed = await remove(unanswered._id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: SUPPORT_MESSAGES.ticketDeleted });
    expect((await call(ctx, 'GET', fillPath(supportEndpoints.get.path, { id: unanswered._id }), vendor)).statusCode).toBe(404);
    const file = unanswered.attachments[0]!;
    expect((await call(ctx, 'GET', fillPath(supportEndpoints.attachment.path, { id: file._id }), vendor)).statusCode).toBe(404);
    expect((await remove(UNKNOWN_ID)).statusCode).toBe(404);
  });
});

describe('a ticket’s states: open → in progress → resolved → closed, reopened within 7 days', () => {
  it('moves to in progress at the first answer, resolved by support, reopened by the vendor, then closed by it', async () => {
    const ticket = await openedTicket(ctx, vendor);
    await answered(ctx, admin, ticket._id, 'Your payout was sent today.');
    expect((await readTicket(ctx, vendor, ticket._id)).status).toBe('inProgress');
    expect((await setStatus(ticket._id, 'resolved')).statusCode).toBe(200);
    const resolved = await readTicket(ctx, vendor, ticket._id);
    expect(resolved).toMatchObject({ status: 'resolved', actions: ['close', 'reopen'] });
    expect(Date.parse(resolved.reopenUntil!) - Date.now()).toBeGreaterThan(6.9 * 24 * 3_600_000);

    const reopened = await act(ticket._id, 'reopen');
    expect(reopened.json()).toMatchObject({
      message: SUPPORT_MESSAGES.ticketReopened,
      ticket: { status: 'inProgress', reopenUntil: null },
    });
    expect((await act(ticket._id, 'reopen')).json()).toMatchObject({ code: 'ticketWrongState' });
    const closed = await act(ticket._id, 'close');
    expect(closed.json()).toMatchObject({ ticket: { status: 'closed', actions: ['reopen'] } });
    expect((await act(ticket._id, 'close')).json()).toMatchObject({ code: 'ticketWrongState' });
    // Nobody writes in a closed ticket.
    expect((await writeAsVendor(ctx, vendor, ticket._id, 'Hello?')).json()).toMatchObject({ code: 'ticketClosed' });
    expect((await act(ticket._id, 'reopen')).statusCode).toBe(200);
  });

  it('a resolved ticket reads closed 7 days after its resolution (from the stored time) and can no longer be reopened', async () => {
    const ticket = await openedTicket(ctx, vendor);
    await setStatus(ticket._id, 'resolved');
    await settledDaysAgo(ticket._id, 6);
    expect(await readTicket(ctx, vendor, ticket._id)).toMatchObject({ status: 'resolved', actions: ['close', 'reopen'] });
    await settledDaysAgo(ticket._id, 8);
    expect(await readTicket(ctx, vendor, ticket._id)).toMatchObject({ status: 'closed', actions: [] });
    expect((await list('?status=closed')).items.some((listed) => listed._id === ticket._id)).toBe(true);
    expect((await list('?status=resolved')).items.some((listed) => listed._id === ticket._id)).toBe(false);
    expect((await act(ticket._id, 'reopen')).json()).toMatchObject({ code: 'ticketReopenExpired' });
    expect((await writeAsVendor(ctx, vendor, ticket._id, 'Still broken')).json()).toMatchObject({ code: 'ticketClosed' });
  });

  it('the vendor writing in a resolved ticket takes it back to in progress', async () => {
    const ticket = await openedTicket(ctx, vendor);
    await answered(ctx, admin, ticket._id, 'Fixed.');
    await setStatus(ticket._id, 'resolved');
    expect((await writeAsVendor(ctx, vendor, ticket._id, 'Not fixed for me.')).statusCode).toBe(201);
    expect(await readTicket(ctx, vendor, ticket._id)).toMatchObject({ status: 'inProgress', reopenUntil: null });
  });

  it('only support moves a ticket to in progress or resolved; the vendor cannot use the operator’s endpoints', async () => {
    const ticket = await openedTicket(ctx, vendor);
    expect(
      (await call(ctx, 'POST', fillPath(supportOperatorEndpoints.setStatus.path, { id: ticket._id }), vendor, { status: 'resolved' }))
        .statusCode,
    ).toBe(403);
    expect((await act(ticket._id, 'resolve')).statusCode).toBe(400);
    expect((await setStatus(ticket._id, 'open')).statusCode).toBe(400);
    expect((await setStatus(ticket._id, 'inProgress')).json()).toMatchObject({
      ticket: { status: 'inProgress', vendorEmail: ctx.config.demoVendor.email },
    });
    expect((await setStatus(ticket._id, 'inProgress')).json()).toMatchObject({ code: 'ticketWrongState' });
  });
});
