import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deliveryBoyEndpoints,
  orderEndpoints,
  storeEndpoints,
  type DeliveryBoy,
  type OrderDelivery,
  type OrderDetail,
} from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../../test/fixtures';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../../test/mockApi';
import { renderRoutes } from '../../../test/render';
import { ordersRoutes } from '../routes';
import { ORDER_ID, orderDetail } from '../test-fixtures';

const RIDER = { _id: '22222222-2222-4222-8222-222222222222', name: 'Suresh Kumar', vehicleNumber: 'KA01AB1234' } as DeliveryBoy;
const none = (order: OrderDetail): OrderDelivery => ({
  orderId: order._id,
  orderNumber: order.number,
  storeId: order.storeId,
  orderStatus: order.status,
  assignable: true,
  deliveryBoy: null,
  assignedAt: null,
});

function setup(order: OrderDetail, assign: () => MockAnswer) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(orderEndpoints.detail, { id: ORDER_ID })]: () => ({ body: order }),
    [endpointKey(deliveryBoyEndpoints.orderDelivery, { orderId: ORDER_ID })]: () => ({ body: none(order) }),
    [endpointKey(deliveryBoyEndpoints.list)]: () => ({ body: { items: [RIDER], page: 1, limit: 100, total: 1 } }),
    [endpointKey(deliveryBoyEndpoints.assign)]: assign,
  });
}

describe("an order's delivery", () => {
  it('a ready order is given to an available delivery boy of its store', async () => {
    const order = orderDetail({ status: 'ready', storeId: GROCERY_STORE._id, actions: ['dispatch', 'cancel'] });
    const calls = setup(order, () => ({
      body: { message: 'ok', delivery: { ...none(order), deliveryBoy: { ...RIDER, phone: '+91', vehicleType: 'motorbike' } } },
    }));
    const user = userEvent.setup();
    renderRoutes(ordersRoutes, `/orders/${ORDER_ID}`);
    const card = (await screen.findByRole('heading', { name: 'Delivery' })).parentElement!;
    expect(within(card).getByText('No delivery boy yet.')).toBeTruthy();
    await within(card).findByRole('option', { name: 'Suresh Kumar · KA01AB1234' });
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Delivery boy' }), 'Suresh Kumar · KA01AB1234');
    await user.click(within(card).getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === deliveryBoyEndpoints.assign.path)?.body).toEqual({
        orderId: ORDER_ID,
        deliveryBoyId: RIDER._id,
      }),
    );
    const list = calls.find((call) => call.path === deliveryBoyEndpoints.list.path)!;
    expect(Object.fromEntries(list.query)).toMatchObject({ storeId: GROCERY_STORE._id, status: 'active', availability: 'available' });
    expect(await screen.findByText('Delivery boy assigned.')).toBeTruthy();
  });

  it('says why the API refused', async () => {
    const order = orderDetail({ status: 'ready', actions: ['dispatch'] });
    setup(order, () => apiError(409, 'deliveryBoyBusy'));
    const user = userEvent.setup();
    renderRoutes(ordersRoutes, `/orders/${ORDER_ID}`);
    await screen.findByRole('option', { name: 'Suresh Kumar · KA01AB1234' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery boy' }), RIDER._id);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('This delivery boy is already delivering another order.')).toBeTruthy();
  });

  it('an order not ready shows no delivery card', async () => {
    setup(orderDetail({ status: 'placed' }), () => ({ body: {} }));
    renderRoutes(ordersRoutes, `/orders/${ORDER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Order #100042' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Delivery' })).toBeNull();
  });
});
