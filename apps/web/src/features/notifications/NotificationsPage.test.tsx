import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fillPath,
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  notificationEndpoints,
  storeEndpoints,
} from '@dhub/contract';
import { profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { notificationsRoutes } from './routes';
import { payoutPaid, ticketReply } from './test-fixtures';

const preferences = { items: NOTIFICATION_TYPES.map((type) => ({ type, email: NOTIFICATION_EMAIL_DEFAULTS[type] })) };

function setup() {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(notificationEndpoints.list)]: () => ({
      body: { items: [payoutPaid, ticketReply], page: 1, limit: 20, total: 2, unread: 1 },
    }),
    [endpointKey(notificationEndpoints.markRead, { id: payoutPaid._id })]: () => ({ body: { notification: payoutPaid, unread: 0 } }),
    [endpointKey(notificationEndpoints.markAllRead)]: () => ({ body: { message: NOTIFICATION_MESSAGES.notificationsAllRead, unread: 0 } }),
    [endpointKey(notificationEndpoints.preferences)]: () => ({ body: preferences }),
    [endpointKey(notificationEndpoints.savePreferences)]: (call) => ({
      body: { ...(call.body as object), message: NOTIFICATION_MESSAGES.notificationPreferencesSaved },
    }),
  });
}

describe('/all-notifications', () => {
  it('lists them, unread marked, filters on the server, marks one read and all read', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(notificationsRoutes, '/all-notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeTruthy();
    // 'Payout paid' is also a Type filter option, shown before the list: wait for the list's row.
    const unreadRow = (await screen.findByText('(Unread)')).closest('li')!;
    expect(within(unreadRow).getByText('Payout paid')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'unread');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'payoutPaid');
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.path === notificationEndpoints.list.path &&
            call.query.get('state') === 'unread' &&
            call.query.get('type') === 'payoutPaid',
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === fillPath(notificationEndpoints.markRead.path, { id: payoutPaid._id }))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === notificationEndpoints.markAllRead.path)?.body).toEqual({ type: 'payoutPaid' }),
    );
  });

  it('chooses, per type, which notifications also come by e-mail', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(notificationsRoutes, '/all-notifications');
    await user.click(await screen.findByRole('button', { name: 'E-mail settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail notifications' });
    const newOrder = await within(dialog).findByRole('switch', { name: 'New order' });
    expect((newOrder as HTMLInputElement).checked).toBe(false);
    await user.click(newOrder);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const isSave = (call: (typeof calls)[number]) => call.method === 'PUT' && call.path === notificationEndpoints.savePreferences.path;
    await waitFor(() => expect(calls.some(isSave)).toBe(true));
    const saved = calls.find(isSave)!.body as { items: { type: string; email: boolean }[] };
    expect(saved.items).toHaveLength(NOTIFICATION_TYPES.length);
    expect(saved.items.find((item) => item.type === 'newOrder')).toEqual({ type: 'newOrder', email: true });
    expect(saved.items.find((item) => item.type === 'ticketReply')).toEqual({ type: 'ticketReply', email: true });
  });
});
