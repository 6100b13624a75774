import {
  API_PREFIX,
  authEndpoints,
  catalogueEndpoints,
  customerEndpoints,
  endpointUrl,
  storeEndpoints,
  type OrderDetail,
  type Paginated,
  type StoreItem,
  type VendorProfileResponse,
} from '@dhub/contract';
import { baseURL } from './browser.js';

/** The marketplace's customer app, driven through its API (its screens are not part of the vendor portal). */
async function call<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}${API_PREFIX}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const tokenOf = (answer: { token: string }) => answer.token;

export async function newCustomer(name: string): Promise<string> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  return tokenOf(
    await call('POST', authEndpoints.customerRegister.path, undefined, { name, email, phone: '+919812345678', password: 'Customer2024' }),
  );
}

/** The demo vendor's grocery store and an item of its list with stock. */
export async function demoGroceryItem(): Promise<{ storeId: string; itemId: string; name: string }> {
  const vendor = tokenOf(
    await call('POST', authEndpoints.vendorLogin.path, undefined, { email: 'vendor@example.com', password: 'Vendor@123' }),
  );
  const profile = await call<VendorProfileResponse>('GET', storeEndpoints.vendorProfile.path, vendor);
  const store = profile.stores.find((candidate) => candidate.service.kind === 'grocery')!;
  const list = await call<Paginated<StoreItem>>(
    'GET',
    endpointUrl(catalogueEndpoints('grocery').myList, { query: { storeId: store._id, stockState: 'in', limit: 1 } }),
    vendor,
  );
  const item = list.items[0]!;
  return { storeId: store._id, itemId: item._id, name: item.product.name };
}

export function placeOrder(
  token: string,
  order: { storeId: string; itemId: string; quantity: number; note?: string },
): Promise<OrderDetail> {
  return call('POST', customerEndpoints.placeOrder.path, token, {
    storeId: order.storeId,
    lines: [{ itemId: order.itemId, quantity: order.quantity }],
    address: { name: 'Asha Nair', phone: '+919812345678', line1: '4 Church Street', city: 'Bengaluru', pincode: '560008' },
    paymentMethod: 'cod',
    note: order.note,
  });
}

export function cancelOrder(token: string, id: string): Promise<unknown> {
  return call('POST', endpointUrl(customerEndpoints.cancelOrder, { params: { id } }), token, { reason: 'Ordered twice' });
}
