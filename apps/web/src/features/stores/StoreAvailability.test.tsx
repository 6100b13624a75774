import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, storeEndpoints } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderWithProviders } from '../../test/render';
import StoreAvailability from './StoreAvailability';

function setup(store = GROCERY_STORE) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([store]),
    [endpointKey(storeEndpoints.availability, { storeId: GROCERY_STORE._id })]: (call) => ({
      body: {
        message: MESSAGES.storePaused,
        storeId: GROCERY_STORE._id,
        shopOpenOrClose: true,
        pausedUntil: null,
        ...(call.body as object),
      },
    }),
  });
}

describe('the store availability switch', () => {
  it('shows the store open and pauses new orders for the chosen time', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderWithProviders(<StoreAvailability />);
    await user.click(await screen.findByRole('button', { name: 'Orders: Open' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause new orders for 30 min' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'pause', minutes: 30 }));
    expect(screen.queryByRole('menuitem', { name: 'Open for orders' })).toBeNull();
  });

  it('says when a store switched on is closed by its opening hours, and still offers to pause or close it', async () => {
    setup({ ...GROCERY_STORE, withinHours: false });
    const user = userEvent.setup();
    renderWithProviders(<StoreAvailability />);
    await user.click(await screen.findByRole('button', { name: 'Orders: Closed by its opening hours' }));
    expect(await screen.findByRole('menuitem', { name: 'Close the store' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Open for orders' })).toBeNull();
  });

  it('says until when a paused store is paused, and offers to open it', async () => {
    setup({ ...GROCERY_STORE, pausedUntil: new Date(Date.now() + 20 * 60_000).toISOString() });
    const user = userEvent.setup();
    renderWithProviders(<StoreAvailability />);
    await user.click(await screen.findByRole('button', { name: /^Orders: Paused until / }));
    expect(await screen.findByRole('menuitem', { name: 'Open for orders' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Close the store' })).toBeTruthy();
  });

  it('shows a closed store closed', async () => {
    setup({ ...GROCERY_STORE, shopOpenOrClose: false });
    renderWithProviders(<StoreAvailability />);
    expect(await screen.findByRole('button', { name: 'Orders: Closed' })).toBeTruthy();
  });
});
