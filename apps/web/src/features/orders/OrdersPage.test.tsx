import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { orderEndpoints, storeEndpoints, MESSAGES } from '@dhub/contract';
import { profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { ordersRoutes } from './routes';
import { orderPage, orderSummary } from './test-fixtures';

function setup() {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(orderEndpoints.list)]: (call) =>
      call.query.get('tab') === 'delivered'
        ? {
            body: orderPage([orderSummary({ _id: 'd1', number: '100001', status: 'delivered', paymentStatus: 'paid' })], {
              new: 1,
              delivered: 1,
            }),
          }
        : { body: orderPage([orderSummary()], { delivered: 1 }) },
  });
}

describe('orders inbox', () => {
  it('opens on the new orders, with each tab counted, and links each order to its page', async () => {
    const calls = setup();
    renderRoutes(ordersRoutes, '/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '#100042' });
    expect(link.getAttribute('href')).toBe('/orders/44444444-4444-4444-8444-444444444444');
    expect(screen.getByRole('tab', { name: 'New (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Delivered (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All (2)' })).toBeTruthy();
    expect(screen.getAllByText('₹525.00').length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === orderEndpoints.list.path)!.query.get('tab')).toBe('new');
  });

  it('asks the server for another tab, a payment filter and a search', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(ordersRoutes, '/orders');
    await screen.findByRole('link', { name: '#100042' });
    await user.click(screen.getByRole('tab', { name: 'Delivered (1)' }));
    expect(await screen.findByRole('link', { name: '#100001' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'online');
    await user.type(screen.getByRole('searchbox', { name: 'Order number, customer name or phone' }), 'ravi');
    await waitFor(() => {
      const last = calls.filter((call) => call.path === orderEndpoints.list.path).at(-1)!;
      expect([last.query.get('tab'), last.query.get('paymentMethod'), last.query.get('searchQuery')]).toEqual([
        'delivered',
        'online',
        'ravi',
      ]);
    });
    within(screen.getByRole('tablist')).getByRole('tab', { name: 'Delivered (1)', selected: true });
  });

  it("says a span that ends before it starts under 'To' (the contract's rule) and does not ask for it", async () => {
    const calls = setup();
    renderRoutes(ordersRoutes, '/orders');
    await screen.findByRole('link', { name: '#100042' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    expect(await screen.findByText(MESSAGES.dateRange)).toBeTruthy();
    const asked = calls.filter((call) => call.path === orderEndpoints.list.path);
    expect(asked.some((call) => call.query.get('from') && call.query.get('to'))).toBe(false);
  });
});
