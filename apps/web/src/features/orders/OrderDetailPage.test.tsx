import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES, orderEndpoints, storeEndpoints, type OrderDetail, MESSAGES } from '@dhub/contract';
import { profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { ordersRoutes } from './routes';
import { ORDER_ID, orderDetail } from './test-fixtures';

function setup(act: (body: Record<string, unknown>) => MockAnswer, order: OrderDetail = orderDetail()) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(orderEndpoints.detail, { id: ORDER_ID })]: () => ({ body: order }),
    [endpointKey(orderEndpoints.act, { id: ORDER_ID })]: (call) => act(call.body as Record<string, unknown>),
  });
}

describe('an order', () => {
  it('shows the customer, address, products, charges in rupees and the timeline', async () => {
    setup(() => ({ body: {} }));
    renderRoutes(ordersRoutes, `/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Order #100042' })).toBeTruthy();
    expect(screen.getByText('Basmati Rice 5 kg')).toBeTruthy();
    expect(screen.getByText('₹247.50')).toBeTruthy();
    expect(screen.getByText('₹30.00')).toBeTruthy();
    expect(screen.getByText('Ring the bell')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+919876543210' }).getAttribute('href')).toBe('tel:+919876543210');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  });

  it('shows the coupon used and, once delivered, what the store earns', async () => {
    const settlement = { gross: 27_750, couponCost: 5_000, deliveryCharge: 3_000, commissionRate: 1000, commission: 1_975, net: 20_775 };
    setup(
      () => ({ body: {} }),
      orderDetail({
        status: 'delivered',
        discount: 5_000,
        couponCode: 'SAVE50',
        total: 22_750,
        settlement: { ...settlement, settledAt: '2026-11-20T10:00:00.000Z', availableAt: '2026-11-27T10:00:00.000Z' },
        actions: [],
      }),
    );
    renderRoutes(ordersRoutes, `/orders/${ORDER_ID}`);
    expect(await screen.findByText('Coupon SAVE50')).toBeTruthy();
    const earnings = screen.getByRole('heading', { name: 'Your earnings' }).parentElement!;
    expect(within(earnings).getByText('Commission (10%)')).toBeTruthy();
    expect(within(earnings).getByText('− ₹19.75')).toBeTruthy();
    expect(within(earnings).getByText('₹207.75')).toBeTruthy();
  });

  it('accepts with a preparation time', async () => {
    const calls = setup((body) => ({
      body: orderDetail({
        status: 'accepted',
        prepMinutes: body.prepMinutes as number,
        actions: ['startPreparing', 'markReady', 'cancel'],
      }),
    }));
    const user = userEvent.setup();
    renderRoutes(ordersRoutes, `/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept order #100042' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith(ORDER_ID) && call.method === 'POST')?.body).toEqual({
        action: 'accept',
        prepMinutes: 15,
      }),
    );
  });

  it('asks for a reason before rejecting (the contract text), and says when someone else moved the order first', async () => {
    const calls = setup(() => apiError(409, 'orderStatusChanged'));
    const user = userEvent.setup();
    renderRoutes(ordersRoutes, `/orders/${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #100042' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(MESSAGES.reasonNeeded)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Out of rice');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(ORDER_MESSAGES.orderStatusChanged)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'reject', reason: 'Out of rice' });
  });
});
