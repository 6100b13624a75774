import {
  authEndpoints,
  catalogueEndpoints,
  customerBookingEndpoints,
  customerEndpoints,
  endpointUrl,
  MARKETPLACE_TIME_ZONE,
  orderEndpoints,
  reviewEndpoints,
  storeEndpoints,
  type Availability,
  type BookingDetail,
  type OrderDetail,
  type Paginated,
  type StoreItem,
  type VendorProfileResponse,
} from '@dhub/contract';
import { apiCall } from './api.js';

// The marketplace's customer app, driven through its API (its screens are not part of the vendor portal).

const tokenOf = (answer: { token: string }) => answer.token;

export async function newCustomer(name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  return tokenOf(
    await apiCall('POST', authEndpoints.customerRegister.path, undefined, {
      name,
      email,
      phone: '+919812345678',
      password: 'Customer2024',
    }),
  );
}

const vendorToken = async () =>
  tokenOf(await apiCall('POST', authEndpoints.vendorLogin.path, undefined, { email: 'vendor@example.com', password: 'Vendor@123' }));

/** The demo vendor's grocery store and an item of its list with stock. */
export async function demoGroceryItem(): Promise<{ storeId: string; itemId: string; name: string }> {
  const vendor = await vendorToken();
  const profile = await apiCall<VendorProfileResponse>('GET', storeEndpoints.vendorProfile.path, vendor);
  const store = profile.stores.find((candidate) => candidate.service.kind === 'grocery')!;
  const list = await apiCall<Paginated<StoreItem>>(
    'GET',
    endpointUrl(catalogueEndpoints('grocery').myList, { query: { storeId: store._id, stockState: 'in', limit: 1 } }),
    vendor,
  );
  const item = list.items[0]!;
  return { storeId: store._id, itemId: item._id, name: item.product.name };
}

const ADDRESS = { name: 'Asha Nair', phone: '+919812345678', line1: '4 Church Street', city: 'Bengaluru', pincode: '560008' };

export function placeOrder(
  token: string,
  order: { storeId: string; itemId: string; quantity: number; note?: string; couponCode?: string; paymentMethod?: 'cod' | 'online' },
): Promise<OrderDetail> {
  return apiCall('POST', customerEndpoints.placeOrder.path, token, {
    storeId: order.storeId,
    lines: [{ itemId: order.itemId, quantity: order.quantity }],
    address: ADDRESS,
    paymentMethod: order.paymentMethod ?? 'cod',
    note: order.note,
    couponCode: order.couponCode,
  });
}

/** The demo vendor's booking store and its first free place in the next two weeks. */
export async function demoBookingSlot(): Promise<{ storeId: string; slotId: string; date: string; start: string }> {
  const vendor = await vendorToken();
  const profile = await apiCall<VendorProfileResponse>('GET', storeEndpoints.vendorProfile.path, vendor);
  const store = profile.stores.find((candidate) => candidate.service.kind === 'booking')!;
  const from = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE }).format(new Date());
  const calendar = await apiCall<Availability>(
    'GET',
    endpointUrl(customerBookingEndpoints.slots, { params: { storeId: store._id }, query: { from, days: 14 } }),
    await newCustomer('Slot Finder'),
  );
  const [day, slot] = calendar.days.flatMap((day) =>
    day.slots.filter((candidate) => candidate.bookable).map((candidate) => [day, candidate] as const),
  )[0]!;
  return { storeId: store._id, slotId: slot.slotId, date: day.date, start: slot.start };
}

export function bookSlot(token: string, booking: { storeId: string; slotId: string; date: string; note?: string }): Promise<BookingDetail> {
  return apiCall('POST', customerBookingEndpoints.place.path, token, { ...booking, address: ADDRESS, paymentMethod: 'cod' });
}

export function reviewBooking(token: string, bookingId: string, review: { rating: number; comment?: string }): Promise<unknown> {
  return apiCall('POST', endpointUrl(reviewEndpoints.addForBooking, { params: { id: bookingId } }), token, review);
}

export function cancelOrder(token: string, id: string): Promise<unknown> {
  return apiCall('POST', endpointUrl(customerEndpoints.cancelOrder, { params: { id } }), token, { reason: 'Ordered twice' });
}

/** The demo vendor takes an order through to delivered (through its API: the screens have their own tests); answers it delivered. */
export async function deliverAsVendor(orderId: string): Promise<OrderDetail> {
  const vendor = await vendorToken();
  let order: OrderDetail | undefined;
  for (const body of [{ action: 'accept', prepMinutes: 10 }, { action: 'markReady' }, { action: 'dispatch' }, { action: 'deliver' }])
    order = await apiCall<OrderDetail>('POST', endpointUrl(orderEndpoints.act, { params: { id: orderId } }), vendor, body);
  return order!;
}

export function reviewOrder(token: string, orderId: string, review: { rating: number; comment?: string }): Promise<unknown> {
  return apiCall('POST', endpointUrl(reviewEndpoints.add, { params: { id: orderId } }), token, review);
}
