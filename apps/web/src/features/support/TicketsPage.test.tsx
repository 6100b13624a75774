import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { MESSAGES, storeEndpoints, SUPPORT_MESSAGES, supportEndpoints, type TicketPage } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import { supportRoutes } from './routes';
import { openTicket, unansweredTicket } from './test-fixtures';

const page: TicketPage = {
  items: [openTicket, unansweredTicket],
  page: 1,
  limit: 20,
  total: 2,
  counts: { open: 1, inProgress: 1, resolved: 0, closed: 0 },
};

function Where() {
  return <output aria-label="location">{`${useLocation().pathname}${useLocation().search}`}</output>;
}

function setup() {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(supportEndpoints.list)]: () => ({ body: page }),
    [endpointKey(supportEndpoints.add)]: () => ({
      status: 201,
      body: { message: SUPPORT_MESSAGES.ticketCreated, ticket: unansweredTicket },
    }),
  });
}

function renderTickets() {
  const [list] = supportRoutes;
  const List = list!.page;
  return renderWithProviders(
    <Routes>
      <Route path="/support-ticket" element={<List />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/support-ticket' },
  );
}

describe('/support-ticket', () => {
  it('lists the tickets with their status and unread messages; filters on the server with the counts in the status filter', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderTickets();
    expect(await screen.findByRole('heading', { name: 'Support tickets' })).toBeTruthy();
    const row = (await screen.findByRole('rowheader', { name: /Payout not received/ })).closest('tr')!;
    expect(within(row).getByText('In progress')).toBeTruthy();
    expect(within(row).getByText('Payments and payouts')).toBeTruthy();
    expect(within(row).getByText('Unread messages: 1')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Payout not received' }).getAttribute('href')).toBe(`/view-support?id=${openTicket._id}`);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Open (1)' })).toBeTruthy();
    await user.selectOptions(status, 'open');
    await waitFor(() =>
      expect(calls.some((call) => call.path === supportEndpoints.list.path && call.query.get('status') === 'open')).toBe(true),
    );
  });

  it('opens a ticket: the contract’s rules checked first, then sent with its files, and the new ticket opens', async () => {
    const calls = setup();
    const user = userEvent.setup({ applyAccept: false }); // a file the input's accept would hide, to see the contract refuse it
    renderTickets();
    await user.click(await screen.findByRole('button', { name: 'New ticket' }));
    const dialog = await screen.findByRole('dialog', { name: 'New support ticket' });
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await within(dialog).findByText(SUPPORT_MESSAGES.ticketSubjectLength)).toBeTruthy();
    expect(within(dialog).getByText(MESSAGES.fieldRequired)).toBeTruthy(); // the category, left blank
    expect(calls.some((call) => call.path === supportEndpoints.add.path)).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), ' — logo upload fails');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category/ }), 'account');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Store/ }), GROCERY_STORE._id);
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'The PNG logo is refused every time I upload it.');
    const notes = new File(['plain'], 'notes.txt', { type: 'text/plain' });
    await user.upload(within(dialog).getByLabelText('Attachments'), notes);
    expect(within(dialog).getByText('Please upload a JPG, JPEG, PNG, or PDF file.')).toBeTruthy();
    const shot = new File(['png'], 'screen.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Attachments'), shot);
    expect(within(dialog).getByText('screen.png')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send ticket' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' }).textContent).toBe(`/view-support?id=${unansweredTicket._id}`),
    );
    const sent = calls.find((call) => call.path === supportEndpoints.add.path)!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      subject: 'Hi — logo upload fails',
      category: 'account',
      priority: 'medium',
      description: 'The PNG logo is refused every time I upload it.',
      storeId: GROCERY_STORE._id,
    });
    expect((sent.getAll('attachments') as File[]).map((file) => file.name)).toEqual(['screen.png']);
  });
});
