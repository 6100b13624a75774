import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingEndpoints, storeEndpoints, MESSAGES } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { bookingsRoutes } from './routes';
import { BOOKING_ID, bookingPage, bookingSummary, SALON_STORE } from './test-fixtures';

const SPA_STORE = { ...SALON_STORE, _id: '33333333-3333-4333-8333-333333333333', name: 'Calm Spa' };

function setup() {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler([GROCERY_STORE, SALON_STORE, SPA_STORE]),
    [endpointKey(bookingEndpoints.list)]: (call) =>
      call.query.get('tab') === 'completed'
        ? {
            body: bookingPage([bookingSummary({ _id: 'b1', number: '200001', status: 'completed', paymentStatus: 'paid' })], {
              upcoming: 1,
              completed: 3,
            }),
          }
        : { body: bookingPage([bookingSummary()], { completed: 3 }) },
  });
}

const listCalls = (calls: ReturnType<typeof setup>) => calls.filter((call) => call.path === bookingEndpoints.list.path);

describe('bookings list', () => {
  it('opens on the upcoming bookings, soonest first, with each tab counted, and links each booking to its page', async () => {
    const calls = setup();
    renderRoutes(bookingsRoutes, '/all-service-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '#200042' });
    expect(link.getAttribute('href')).toBe(`/all-service-orders/order-details?id=${BOOKING_ID}`);
    expect(screen.getByRole('tab', { name: 'Upcoming (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Completed (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (4)' })).toBeTruthy();
    const row = link.closest('tr')!;
    expect(within(row).getByText('Meera Iyer')).toBeTruthy();
    expect(within(row).getByText('Haircut')).toBeTruthy();
    expect(within(row).getByText(/45 min/)).toBeTruthy();
    expect(within(row).getByText('To confirm')).toBeTruthy();
    expect(within(row).getByText('₹499.00')).toBeTruthy();
    const first = listCalls(calls)[0]!;
    expect([first.query.get('tab'), first.query.get('order')]).toEqual(['upcoming', 'asc']);
  });

  it('asks the server for another tab (latest first), a status, a store and a search', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(bookingsRoutes, '/all-service-orders');
    await screen.findByRole('link', { name: '#200042' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'confirmed');
    const stores = screen.getByRole('combobox', { name: 'Store' });
    // Only the stores that take bookings.
    expect(within(stores).queryByRole('option', { name: GROCERY_STORE.name })).toBeNull();
    await user.selectOptions(stores, SALON_STORE._id);
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('status')).toBe('confirmed'));
    await user.click(screen.getByRole('tab', { name: 'Completed (3)' }));
    expect(await screen.findByRole('link', { name: '#200001' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Booking number, customer name or phone' }), 'meera');
    await waitFor(() => {
      const last = listCalls(calls).at(-1)!;
      expect([
        last.query.get('tab'),
        last.query.get('order'),
        last.query.get('status'),
        last.query.get('storeId'),
        last.query.get('searchQuery'),
      ]).toEqual(['completed', 'desc', null, SALON_STORE._id, 'meera']);
    });
    within(screen.getByRole('tablist')).getByRole('tab', { name: 'Completed (3)', selected: true });
  });

  it("says a span that ends before it starts under 'To' (the contract's rule) and does not ask for it", async () => {
    const calls = setup();
    renderRoutes(bookingsRoutes, '/all-service-orders?tab=closed');
    await screen.findByRole('link', { name: '#200042' });
    expect(screen.getByRole('tab', { name: /Cancelled & no-shows/, selected: true })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-10' } });
    expect(await screen.findByText(MESSAGES.dateRange)).toBeTruthy();
    expect(listCalls(calls).some((call) => call.query.get('from') && call.query.get('to'))).toBe(false);
  });
});
