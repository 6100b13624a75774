import { catalogueLookupEndpoints, deliveryBoyEndpoints, storeEndpoints, type DeliveryBoyDetail } from '@dhub/contract';
import { GROCERY_STORE, profileHandler } from '../../test/fixtures';
import { endpointKey, type MockHandler } from '../../test/mockApi';

export const BOY_ID = '22222222-2222-4222-8222-222222222222';
export const ZONE = { _id: '33333333-3333-4333-8333-333333333333', name: 'Indiranagar' };

export const RIDER: DeliveryBoyDetail = {
  _id: BOY_ID,
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  name: 'Suresh Kumar',
  phone: '+919845011223',
  email: 'suresh@example.com',
  vehicleType: 'motorbike',
  vehicleNumber: 'KA01AB1234',
  zone: ZONE,
  licenceNumber: 'KA0120190001234',
  identityType: 'aadhaar',
  identityNumber: '123456789012',
  status: 'active',
  onDuty: true,
  availability: 'busy',
  activeOrderCount: 1,
  orderCount: 3,
  documents: [
    { kind: 'licence', fileName: 'licence.pdf', mimeType: 'application/pdf', sizeBytes: 120_000, uploadedAt: '2026-11-20T10:00:00.000Z' },
    { kind: 'identity', fileName: 'aadhaar.png', mimeType: 'image/png', sizeBytes: 80_000, uploadedAt: '2026-11-20T10:00:00.000Z' },
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  deactivatedAt: null,
  activeOrders: [
    {
      _id: '44444444-4444-4444-8444-444444444444',
      number: '100042',
      status: 'outForDelivery',
      customerName: 'Ravi Kumar',
      customerPhone: '+919876543210',
      address: { line1: '12 MG Road', city: 'Bengaluru', pincode: '560038' },
      total: 45_000,
      paymentMethod: 'cod',
      placedAt: '2026-11-25T09:00:00.000Z',
      assignedAt: '2026-11-25T09:20:00.000Z',
    },
  ],
};

/** The profile, the zones and this delivery boy; `more` adds or replaces handlers. */
export const deliveryBoyHandlers = (more: Record<string, MockHandler> = {}, stores = [GROCERY_STORE]): Record<string, MockHandler> => ({
  [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(stores),
  [endpointKey(catalogueLookupEndpoints.zones)]: () => ({ body: { items: [{ ...ZONE, vertical: null, group: null }] } }),
  [endpointKey(deliveryBoyEndpoints.detail, { id: BOY_ID })]: () => ({ body: RIDER }),
  [endpointKey(deliveryBoyEndpoints.list)]: () => ({ body: { items: [RIDER], page: 1, limit: 20, total: 1 } }),
  ...more,
});
