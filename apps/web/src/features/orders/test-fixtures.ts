import type { OrderDetail, OrderPage, OrderSummary } from '@dhub/contract';
import { GROCERY_STORE } from '../../test/fixtures';

export const ORDER_ID = '44444444-4444-4444-8444-444444444444';

export function orderSummary(patch: Partial<OrderSummary> = {}): OrderSummary {
  return {
    _id: ORDER_ID,
    number: '100042',
    storeId: GROCERY_STORE._id,
    storeName: GROCERY_STORE.name,
    status: 'placed',
    placedAt: '2026-11-24T10:00:00.000Z',
    acceptBy: '2026-11-24T10:10:00.000Z',
    customerName: 'Ravi Kumar',
    itemsCount: 3,
    total: 52_500,
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    ...patch,
  };
}

export function orderPage(items: OrderSummary[], counts: Partial<OrderPage['counts']> = {}): OrderPage {
  return { items, page: 1, limit: 20, total: items.length, counts: { new: items.length, active: 0, delivered: 0, closed: 0, ...counts } };
}

export function orderDetail(patch: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(),
    customer: { _id: 'c1', name: 'Ravi Kumar', email: 'ravi@example.com', phone: '+919876543210' },
    address: { name: 'Ravi Kumar', phone: '+919876543210', line1: '12 MG Road', city: 'Bengaluru', pincode: '560038' },
    lines: [
      {
        _id: 'l1',
        itemId: 'i1',
        name: 'Basmati Rice 5 kg',
        variationName: null,
        image: null,
        unitPrice: 24_750,
        quantity: 2,
        total: 49_500,
      },
    ],
    subtotal: 49_500,
    deliveryCharge: 3_000,
    discount: 0,
    couponCode: null,
    settlement: null,
    note: 'Ring the bell',
    prepMinutes: null,
    readyBy: null,
    reason: null,
    timeline: [{ status: 'placed', at: '2026-11-24T10:00:00.000Z', by: 'customer', note: null }],
    actions: ['accept', 'reject'],
    ...patch,
  };
}
