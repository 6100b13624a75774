import type { Ticket, TicketMessage } from '@dhub/contract';
import { GROCERY_STORE } from '../../test/fixtures';

export const TICKET_ID = '22222222-2222-4222-8222-222222222222';

export const openTicket: Ticket = {
  _id: TICKET_ID,
  number: 1042,
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  subject: 'Payout not received',
  category: 'payments',
  priority: 'high',
  description: 'My payout of last week has not reached my bank account yet.',
  status: 'inProgress',
  attachments: [{ _id: 'a1', name: 'statement.pdf', mimeType: 'application/pdf', size: 1200 }],
  answered: true,
  editable: false,
  actions: ['close'],
  reopenUntil: null,
  unread: 1,
  messageCount: 2,
  lastMessage: { author: 'operator', preview: 'We are checking with the bank.', at: '2026-11-25T10:05:00.000Z' },
  createdAt: '2026-11-24T09:00:00.000Z',
  updatedAt: '2026-11-25T10:05:00.000Z',
};

export const unansweredTicket: Ticket = {
  ...openTicket,
  _id: '33333333-3333-4333-8333-333333333333',
  number: 1043,
  subject: 'Logo upload fails',
  category: 'account',
  priority: 'low',
  status: 'open',
  attachments: [],
  answered: false,
  editable: true,
  unread: 0,
  messageCount: 0,
  lastMessage: null,
};

export const vendorMessage: TicketMessage = {
  _id: 'm1',
  ticketId: TICKET_ID,
  seq: 10,
  author: 'vendor',
  authorName: 'Asha Rao',
  body: 'Here is my bank statement.',
  attachments: [],
  deleted: false,
  mine: true,
  read: true,
  createdAt: '2026-11-25T10:00:00.000Z',
};

export const supportMessage: TicketMessage = {
  ...vendorMessage,
  _id: 'm2',
  seq: 11,
  author: 'operator',
  authorName: 'Operator',
  body: 'We are checking with the bank.',
  mine: false,
  read: false,
  createdAt: '2026-11-25T10:05:00.000Z',
};

/** A live stream's text answer carrying these events (the stream then ends; the client reconnects). */
export const liveStream = (...events: { event: string; data: unknown }[]) => ({
  body: events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''),
  contentType: 'text/event-stream',
});
