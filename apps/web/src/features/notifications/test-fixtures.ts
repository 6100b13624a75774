import type { Notification } from '@dhub/contract';
import { GROCERY_STORE } from '../../test/fixtures';

export const payoutPaid: Notification = {
  _id: '44444444-4444-4444-8444-444444444444',
  type: 'payoutPaid',
  storeId: GROCERY_STORE._id,
  params: { amount: 125050, reference: 'UTR778899', store: GROCERY_STORE.name },
  link: '/payout?id=p1',
  readAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
};

export const ticketReply: Notification = {
  _id: '55555555-5555-4555-8555-555555555555',
  type: 'ticketReply',
  storeId: null,
  params: { number: 1042, subject: 'Payout not received' },
  link: '/view-support?id=t1',
  readAt: '2026-11-24T12:00:00.000Z',
  createdAt: '2026-11-24T11:00:00.000Z',
};
