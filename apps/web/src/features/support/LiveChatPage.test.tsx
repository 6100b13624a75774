import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeEndpoints, supportEndpoints, ticketChatEndpoints, type TicketPage } from '@dhub/contract';
import { profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { supportRoutes } from './routes';
import { openTicket, supportMessage, TICKET_ID, unansweredTicket, vendorMessage } from './test-fixtures';

const page: TicketPage = {
  items: [openTicket, unansweredTicket],
  page: 1,
  limit: 20,
  total: 2,
  counts: { open: 1, inProgress: 1, resolved: 0, closed: 0 },
};

function setup() {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(supportEndpoints.list)]: () => ({ body: page }),
    [endpointKey(supportEndpoints.get, { id: TICKET_ID })]: () => ({ body: openTicket }),
    [endpointKey(ticketChatEndpoints.list, { ticketId: TICKET_ID })]: () => ({
      body: { items: [vendorMessage, supportMessage], hasMore: true },
    }),
    [endpointKey(ticketChatEndpoints.read, { ticketId: TICKET_ID })]: () => ({ body: { unread: 0 } }),
  });
}

describe('/live-chat', () => {
  it('lists the conversations, latest first, with unread counts and the last message; opens one beside them', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(supportRoutes, '/live-chat');
    expect(await screen.findByRole('heading', { name: 'Live chat', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(calls.find((call) => call.path === supportEndpoints.list.path)!.query.get('order')).toBe('recent');
    // The list's frame shows at once, its rows when the page of tickets arrives.
    const first = await within(list).findByRole('link', { name: /Payout not received/ });
    expect(within(first).getByText('Unread messages: 1')).toBeTruthy();
    expect(within(first).getByText('DHub support: We are checking with the bank.')).toBeTruthy();
    expect(within(list).getByText('No messages yet')).toBeTruthy();
    expect(screen.getByText('Choose a conversation to read it.')).toBeTruthy();

    await user.click(first);
    expect(await screen.findByRole('log', { name: 'Messages of ticket #1042' })).toBeTruthy();
    expect(
      within(list)
        .getByRole('link', { name: /Payout not received/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    // Older messages on demand: asked before the first one shown.
    await user.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(
      calls.some((call) => call.path.endsWith(`/getticketchat/${TICKET_ID}`) && call.query.get('before') === String(vendorMessage.seq)),
    ).toBe(true);
  });
});
