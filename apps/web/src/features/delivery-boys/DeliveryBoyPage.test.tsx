import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_BOY_MESSAGES as M, deliveryBoyEndpoints } from '@dhub/contract';
import { signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { deliveryBoysRoutes } from './routes';
import { BOY_ID, deliveryBoyHandlers, RIDER } from './testFixtures';

const params = { id: BOY_ID };

function setup() {
  signIn();
  return mockApi(
    deliveryBoyHandlers({
      [endpointKey(deliveryBoyEndpoints.deactivate, params)]: () => ({
        body: { message: M.deliveryBoyDeactivated, deliveryBoy: { ...RIDER, status: 'inactive', availability: 'offline' } },
      }),
      [endpointKey(deliveryBoyEndpoints.setDuty, params)]: (call) => ({
        body: { message: M.deliveryBoyOffDuty, deliveryBoy: { ...RIDER, ...(call.body as object) } },
      }),
      [endpointKey(deliveryBoyEndpoints.document, { id: BOY_ID, kind: 'licence' })]: () => ({
        body: '%PDF-1.4',
        contentType: 'application/pdf',
      }),
    }),
  );
}

describe('a delivery boy’s page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the details, the orders being delivered (each opening its order) and the documents', async () => {
    setup();
    renderRoutes(deliveryBoysRoutes, `/view-delivery-Boy?id=${BOY_ID}`);
    expect(await screen.findByRole('heading', { name: RIDER.name, level: 1 })).toBeTruthy();
    expect(screen.getByText('Busy')).toBeTruthy();
    expect(screen.getByText('Motorbike · KA01AB1234')).toBeTruthy();
    expect(screen.getByText('Aadhaar card · 123456789012')).toBeTruthy();
    const orders = screen.getByRole('heading', { name: 'Orders being delivered' }).parentElement!;
    const order = within(orders).getByRole('link', { name: 'Order #100042' });
    expect(order.getAttribute('href')).toBe(`/orders/${RIDER.activeOrders[0]!._id}`);
    expect(within(orders).getByText('Out for delivery')).toBeTruthy();
    expect(within(orders).getByText(/Ravi Kumar · 12 MG Road, Bengaluru 560038/)).toBeTruthy();
    // Given orders: deactivated, never deleted.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('opens a private document with the session, in a new tab', async () => {
    const calls = setup();
    const user = userEvent.setup();
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:licence');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoutes(deliveryBoysRoutes, `/view-delivery-Boy?id=${BOY_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Open the driving licence' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const download = calls.find((call) => call.path === `/vendor/delivery_boys/document/${BOY_ID}/licence`)!;
    expect(download.headers.Authorization).toBe('Bearer token-1');
    expect(created).toHaveBeenCalled();
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect([link.href, link.target, link.rel]).toEqual(['blob:licence', '_blank', 'noopener']);
  });

  it('goes off duty, and is deactivated after a confirmation', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(deliveryBoysRoutes, `/view-delivery-Boy?id=${BOY_ID}`);
    await user.click(await screen.findByRole('switch', { name: 'On duty' }));
    await waitFor(() => expect(calls.find((call) => call.path.startsWith('/vendor/delivery_boys/duty/'))?.body).toEqual({ onDuty: false }));
    expect(await screen.findByText(M.deliveryBoyOffDuty)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: `Deactivate ${RIDER.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.path === `/vendor/delivery_boys/deactivate/${BOY_ID}`)).toBe(true),
    );
    expect(await screen.findByText(M.deliveryBoyDeactivated)).toBeTruthy();
  });
});
