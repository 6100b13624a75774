import { catalogueEndpoints, storeEndpoints, type MasterProduct, type StoreItem } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi, type MockHandler } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { catalogueRoutes } from './routes';

export const grocery = catalogueEndpoints('grocery');

export const renderCatalogue = (route: string) => renderRoutes(catalogueRoutes, route);

/** Signs the vendor in and answers its profile (one grocery store) besides `handlers`. */
export function mockCatalogueApi(handlers: Record<string, MockHandler>) {
  signIn();
  return mockApi({ [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(), ...handlers });
}

/** A grocery master product; fields as given. */
export const masterProduct = (fields: Partial<MasterProduct> = {}): MasterProduct => ({
  _id: '44444444-4444-4444-8444-444444444444',
  vertical: 'grocery',
  name: 'Whole Wheat Atta 5 kg',
  description: null,
  images: [],
  category: { _id: 'c1', name: 'Atta & Flour' },
  subcategory: null,
  childCategory: null,
  brand: { _id: 'b1', name: 'Aashirvaad' },
  unit: null,
  attributes: {},
  myItemId: null,
  ...fields,
});

/** An item of GROCERY_STORE's list; fields as given. */
export const storeItem = (fields: Partial<StoreItem> = {}): StoreItem => ({
  _id: '22222222-2222-4222-8222-222222222222',
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  product: masterProduct(),
  price: 45_000,
  mrp: 50_000,
  discount: 0,
  stock: 30,
  sku: null,
  isAvailable: true,
  lowStockThreshold: 5,
  images: [],
  stockState: 'in',
  variationCount: 0,
  createdAt: '2025-01-02T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  ...fields,
});
