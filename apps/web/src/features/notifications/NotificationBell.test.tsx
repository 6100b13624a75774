import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { fillPath, liveEndpoints, NOTIFICATION_MESSAGES, notificationEndpoints, storeEndpoints } from '@dhub/contract';
import { profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import NotificationBell from './live/NotificationBell';
import NotificationsLive from './live/NotificationsLive';
import { payoutPaid, ticketReply } from './test-fixtures';

function Where() {
  return <output aria-label="location">{`${useLocation().pathname}${useLocation().search}`}</output>;
}

function setup({ unread = 1, live }: { unread?: number; live?: () => string } = {}) {
  signIn();
  let count = unread;
  const calls = mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(notificationEndpoints.unread)]: () => ({ body: { unread: count } }),
    [endpointKey(notificationEndpoints.list)]: () => ({
      body: { items: [payoutPaid, ticketReply], page: 1, limit: 5, total: 2, unread: count },
    }),
    [endpointKey(notificationEndpoints.markRead, { id: payoutPaid._id })]: () => (
      (count = 0),
      { body: { notification: payoutPaid, unread: 0 } }
    ),
    [endpointKey(notificationEndpoints.markAllRead)]: () => (
      (count = 0),
      { body: { message: NOTIFICATION_MESSAGES.notificationsAllRead, unread: 0 } }
    ),
    [endpointKey(liveEndpoints.events)]: () => ({ body: live?.() ?? '', contentType: 'text/event-stream' }),
  });
  return { calls, arrive: () => (count += 1) };
}

function renderBell() {
  return renderWithProviders(
    <Suspense fallback={null}>
      <NotificationsLive />
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </Suspense>,
    { route: '/dashboard' },
  );
}

describe('the top bar’s bell', () => {
  it('says how many are unread, lists the latest in the page’s words, and opens one (marked read) at its page', async () => {
    const { calls } = setup();
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Latest notifications' });
    expect(await within(panel).findByText('Payout paid')).toBeTruthy();
    expect(within(panel).getByText('₹1,250.50 was paid to the bank account of Fresh Mart (reference UTR778899).')).toBeTruthy();
    expect(within(panel).getByText('Support answered your ticket #1042: “Payout not received”.')).toBeTruthy();
    await user.click(within(panel).getByText('Payout paid'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/payout?id=p1'));
    expect(
      calls.some((call) => call.method === 'POST' && call.path === fillPath(notificationEndpoints.markRead.path, { id: payoutPaid._id })),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('marks all read', async () => {
    const { calls } = setup({ unread: 3 });
    const user = userEvent.setup();
    renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications: 3 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true));
    // The panel is still open (the page behind it hidden from assistive tech): the bell no longer counts any.
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    expect(calls.some((call) => call.path === notificationEndpoints.markAllRead.path)).toBe(true);
  });

  it('counts a notification pushed live at once', async () => {
    let pushed = false;
    const { arrive } = setup({
      unread: 0,
      live: () => {
        if (pushed) return '';
        pushed = true;
        arrive();
        return `event: notification\ndata: ${JSON.stringify(payoutPaid)}\n\n`;
      },
    });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications: 1 unread' })).toBeTruthy();
  });
});
