import {
  DELIVERY_BOY_MESSAGES as M,
  deliveryBoyEndpoints as E,
  fillPath,
  type DeliveryBoyDetail,
  type OrderActionBody,
  type OrderDelivery,
  type OrderDetail,
} from '@dhub/contract';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/catalogue.js';
import { act, placed, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';
import type { TestContext } from '../helpers/test-app.js';
import { addedBoy, boyFields, demoStoreOf } from './helpers.js';

let ctx: TestContext;
let vendor: string;
let customer: string;
let other: OrdersSuite['other'];
let store: OrdersSuite['store'];
let food: string;
useOrdersApp(async (suite) => {
  ({ ctx, vendor, customer, other, store } = suite);
  food = await demoStoreOf(ctx, 'food');
});

const TO_READY: OrderActionBody[] = [{ action: 'accept', prepMinutes: 15 }, { action: 'markReady' }];

/** A new order of the demo grocery store, moved through `actions`. */
async function orderIn(actions: OrderActionBody[] = TO_READY): Promise<OrderDetail> {
  const order = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity: 1 }] });
  for (const body of actions) {
    const response = await act(ctx, vendor, order._id, body);
    if (response.statusCode !== 200) throw new Error(`${body.action}: ${response.body}`);
  }
  return order;
}

const assign = (orderId: string, deliveryBoyId: string, token = vendor) =>
  call(ctx, 'POST', E.assign.path, token, { orderId, deliveryBoyId });
const deliveryOf = async (orderId: string, token = vendor) =>
  (await call(ctx, 'GET', fillPath(E.orderDelivery.path, { orderId }), token)).json<OrderDelivery>();
const boyNow = async (id: string) => (await call(ctx, 'GET', fillPath(E.detail.path, { id }), vendor)).json<DeliveryBoyDetail>();
const boy = () => addedBoy(ctx, vendor, boyFields(store.storeId));

describe('delivery boys: given an order ready or out for delivery', () => {
  it('gives a ready order to an available delivery boy, who is busy with it until it is delivered', async () => {
    const rider = await boy();
    const order = await orderIn();
    expect(await deliveryOf(order._id)).toMatchObject({ orderStatus: 'ready', assignable: true, deliveryBoy: null, assignedAt: null });

    const response = await assign(order._id, rider._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: M.deliveryBoyAssigned,
      delivery: { orderId: order._id, orderNumber: order.number, deliveryBoy: { _id: rider._id, name: rider.name, phone: rider.phone } },
    });
    const busy = await boyNow(rider._id);
    expect(busy).toMatchObject({ availability: 'busy', activeOrderCount: 1, orderCount: 1 });
    expect(busy.activeOrders).toEqual([
      expect.objectContaining({ _id: order._id, number: order.number, status: 'ready', customerName: order.customer.name }),
    ]);
    expect(
      (await call(ctx, 'GET', `${E.list.path}?availability=busy`, vendor)).json().items.map((item: { _id: string }) => item._id),
    ).toContain(rider._id);

    await act(ctx, vendor, order._id, { action: 'dispatch' });
    expect((await boyNow(rider._id)).activeOrders[0]!.status).toBe('outForDelivery');
    await act(ctx, vendor, order._id, { action: 'deliver' });
    const free = await boyNow(rider._id);
    expect(free).toMatchObject({ availability: 'available', activeOrderCount: 0, orderCount: 1, activeOrders: [] });
    expect(await deliveryOf(order._id)).toMatchObject({ orderStatus: 'delivered', assignable: false, deliveryBoy: { _id: rider._id } });
  });

  it('refuses a busy, off-duty, deactivated or other store’s delivery boy, and an order not ready', async () => {
    const rider = await boy();
    await assign((await orderIn())._id, rider._id);
    const second = await orderIn();
    expect((await assign(second._id, rider._id)).json()).toMatchObject({ code: 'deliveryBoyBusy', message: M.deliveryBoyBusy });

    const offDuty = await boy();
    await call(ctx, 'POST', fillPath(E.setDuty.path, { id: offDuty._id }), vendor, { onDuty: false });
    expect((await assign(second._id, offDuty._id)).json().code).toBe('deliveryBoyOffline');

    const inactive = await boy();
    await call(ctx, 'POST', fillPath(E.deactivate.path, { id: inactive._id }), vendor);
    expect((await assign(second._id, inactive._id)).json().code).toBe('deliveryBoyInactive');

    const restaurantRider = await addedBoy(ctx, vendor, boyFields(food));
    expect((await assign(second._id, restaurantRider._id)).json().code).toBe('deliveryBoyOtherStore');

    const free = await boy();
    const accepted = await orderIn([{ action: 'accept', prepMinutes: 15 }]);
    expect((await assign(accepted._id, free._id)).json()).toMatchObject({ code: 'orderNotAssignable', message: M.orderNotAssignable });
    expect((await assign(second._id, free._id)).statusCode).toBe(200);
    expect((await deliveryOf(second._id)).deliveryBoy?._id).toBe(free._id);
  });

  it('another vendor can neither see nor give the order, nor give it its own delivery boy', async () => {
    const rider = await boy();
    const order = await orderIn();
    const theirs = await addedBoy(ctx, other.token, boyFields(other.storeIds[0]!));
    expect((await call(ctx, 'GET', fillPath(E.orderDelivery.path, { orderId: order._id }), other.token)).statusCode).toBe(404);
    expect((await assign(order._id, rider._id, other.token)).json().code).toBe('orderNotFound');
    expect((await assign(order._id, theirs._id)).json().code).toBe('deliveryBoyNotFound');
  });

  it('a new delivery boy replaces the one an order had, who is free again; the same one keeps its time', async () => {
    const [first, second] = [await boy(), await boy()];
    const order = await orderIn([...TO_READY, { action: 'dispatch' }]);
    await assign(order._id, first._id);
    const { assignedAt } = await deliveryOf(order._id);
    expect((await assign(order._id, first._id)).json<{ delivery: OrderDelivery }>().delivery.assignedAt).toBe(assignedAt);
    expect((await assign(order._id, second._id)).json<{ delivery: OrderDelivery }>().delivery.deliveryBoy?._id).toBe(second._id);
    expect((await boyNow(first._id)).availability).toBe('available');
    expect((await boyNow(second._id)).availability).toBe('busy');
  });

  it('a delivery boy with an order to deliver cannot be deactivated, and one given orders is never deleted', async () => {
    const rider = await boy();
    const order = await orderIn();
    await assign(order._id, rider._id);
    const deactivate = await call(ctx, 'POST', fillPath(E.deactivate.path, { id: rider._id }), vendor);
    expect(deactivate.json()).toMatchObject({ code: 'deliveryBoyHasActiveOrders', message: M.deliveryBoyHasActiveOrders });
    expect((await call(ctx, 'DELETE', fillPath(E.remove.path, { id: rider._id }), vendor)).json().code).toBe('deliveryBoyHasOrders');
    await act(ctx, vendor, order._id, { action: 'dispatch' });
    await act(ctx, vendor, order._id, { action: 'deliver' });
    expect((await call(ctx, 'POST', fillPath(E.deactivate.path, { id: rider._id }), vendor)).statusCode).toBe(200);
    expect((await call(ctx, 'DELETE', fillPath(E.remove.path, { id: rider._id }), vendor)).json().code).toBe('deliveryBoyHasOrders');
  });

  it('two orders given at once to one free delivery boy: one gets him, the other is told he is busy', async () => {
    const rider = await boy();
    const orders = [await orderIn(), await orderIn()];
    const answers = await Promise.all(orders.map((order) => assign(order._id, rider._id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('deliveryBoyBusy');
    expect((await boyNow(rider._id)).activeOrderCount).toBe(1);
  });
});
