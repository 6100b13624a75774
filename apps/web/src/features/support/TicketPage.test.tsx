import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import {
  fillPath,
  liveEndpoints,
  storeEndpoints,
  SUPPORT_MESSAGES,
  supportEndpoints,
  ticketChatEndpoints,
  type Ticket,
  type TicketMessage,
} from '@dhub/contract';
import { profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi, type MockAnswer } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import SupportLive from './live/SupportLive';
import { supportRoutes } from './routes';
import { liveStream, openTicket, supportMessage, TICKET_ID, vendorMessage } from './test-fixtures';

const newAnswer: TicketMessage = { ...supportMessage, _id: 'm3', seq: 12, body: 'The bank confirmed the transfer.' };

function setup({ ticket = openTicket, live }: { ticket?: Ticket; live?: () => MockAnswer } = {}) {
  signIn();
  let conversation = [vendorMessage, supportMessage];
  const calls = mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(supportEndpoints.get, { id: TICKET_ID })]: () => ({ body: ticket }),
    [endpointKey(ticketChatEndpoints.list, { ticketId: TICKET_ID })]: () => ({ body: { items: conversation, hasMore: false } }),
    [endpointKey(ticketChatEndpoints.read, { ticketId: TICKET_ID })]: () => ({ body: { unread: 0 } }),
    [endpointKey(ticketChatEndpoints.typing, { ticketId: TICKET_ID })]: () => ({ body: {} }),
    [endpointKey(ticketChatEndpoints.add)]: () => ({ status: 201, body: { message: SUPPORT_MESSAGES.messageSent, chat: vendorMessage } }),
    [endpointKey(ticketChatEndpoints.remove, { id: vendorMessage._id })]: () => ({ body: { message: SUPPORT_MESSAGES.messageDeleted } }),
    [endpointKey(supportEndpoints.act, { id: TICKET_ID })]: () => ({
      body: { message: SUPPORT_MESSAGES.ticketReopened, ticket: { ...ticket, status: 'inProgress' } },
    }),
    [endpointKey(liveEndpoints.events)]: () => live?.() ?? { body: '', contentType: 'text/event-stream' },
  });
  return { calls, answerArrives: () => (conversation = [vendorMessage, supportMessage, newAnswer]) };
}

function renderTicket() {
  const view = supportRoutes.find((route) => route.path === '/view-support')!;
  const Page = view.page;
  return renderWithProviders(
    <Suspense fallback={null}>
      <SupportLive />
      <Routes>
        <Route path="/view-support" element={<Page />} />
      </Routes>
    </Suspense>,
    { route: `/view-support?id=${TICKET_ID}` },
  );
}

describe('/view-support?id=', () => {
  it('shows the ticket and its conversation, who wrote what and whether support read it; marks support’s answer read', async () => {
    const { calls } = setup();
    renderTicket();
    expect(await screen.findByRole('heading', { name: 'Payout not received', level: 1 })).toBeTruthy();
    expect(screen.getByText('#1042')).toBeTruthy();
    expect(screen.getByText(openTicket.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open statement.pdf' })).toBeTruthy();
    const log = await screen.findByRole('log', { name: 'Messages of ticket #1042' });
    const [mine, theirs] = within(log).getAllByRole('listitem');
    expect(within(mine!).getByText('You')).toBeTruthy();
    expect(within(mine!).getByText('Read')).toBeTruthy();
    expect(within(theirs!).getByText('DHub support')).toBeTruthy();
    expect(within(theirs!).queryByRole('button', { name: 'Delete this message' })).toBeNull();
    await waitFor(() =>
      expect(calls.some((call) => call.path === fillPath(ticketChatEndpoints.read.path, { ticketId: TICKET_ID }))).toBe(true),
    );
    // Support answered: no edit or delete any more, only closing.
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close ticket' })).toBeTruthy();
  });

  it('sends a message with the ticket’s id, telling support the vendor is typing', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    renderTicket();
    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const sent = calls.find((call) => call.path === ticketChatEndpoints.add.path)!.body as FormData;
    expect(sent.get('ticketId')).toBe(TICKET_ID);
    expect(sent.get('body')).toBe('Any news?');
    expect(calls.filter((call) => call.path === fillPath(ticketChatEndpoints.typing.path, { ticketId: TICKET_ID }))).toHaveLength(1);
  });

  it('live: support’s answer shows as soon as the channel says it was written', async () => {
    let delivered = false;
    const { answerArrives } = setup({
      live: () => {
        if (delivered) return { body: '', contentType: 'text/event-stream' };
        delivered = true;
        answerArrives();
        return liveStream(
          { event: 'ready', data: {} },
          { event: 'typing', data: { ticketId: TICKET_ID, by: 'operator' } },
          { event: 'ticket', data: { ticketId: TICKET_ID, change: 'message', by: 'operator' } },
        );
      },
    });
    renderTicket();
    expect(await screen.findByText('The bank confirmed the transfer.')).toBeTruthy();
  });

  it('shows support typing (another ticket’s signal shows nothing)', async () => {
    setup({
      live: () =>
        liveStream(
          { event: 'typing', data: { ticketId: 'elsewhere', by: 'operator' } },
          { event: 'typing', data: { ticketId: TICKET_ID, by: 'operator' } },
        ),
    });
    renderTicket();
    await waitFor(() => expect(screen.getByText('Support is typing…')).toBeTruthy());
  });

  it('deletes one of the vendor’s own messages after confirming', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Delete this message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path.endsWith(`/${vendorMessage._id}`))).toBe(true));
  });

  it('a resolved ticket can be reopened; a closed one cannot be written in', async () => {
    const { calls } = setup({
      ticket: { ...openTicket, status: 'resolved', actions: ['close', 'reopen'], reopenUntil: '2026-12-02T10:00:00.000Z' },
    });
    const user = userEvent.setup();
    renderTicket();
    expect(await screen.findByText(/You can reopen it until/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === fillPath(supportEndpoints.act.path, { id: TICKET_ID }))?.body).toEqual({
        action: 'reopen',
      }),
    );
  });

  it('a closed ticket: no composer, a note instead', async () => {
    setup({ ticket: { ...openTicket, status: 'closed', actions: [] } });
    renderTicket();
    expect(await screen.findByText(SUPPORT_MESSAGES.ticketClosed)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });
});
