import { describe, expect, it } from 'vitest';
import {
  addItemBodySchema,
  CATALOGUE_MESSAGES,
  CATALOGUE_PRICE_MAX,
  CATALOGUE_VERTICALS,
  catalogueEndpoints,
  fillPath,
  operatorEndpoints,
  variationEndpoints,
  masterProductBodySchema,
  masterProductUpdateBodySchema,
  myListQuerySchema,
  productRequestBodySchema,
  updateItemBodySchema,
  variationBodySchema,
} from '../src/index.js';

const ID = '00000000-0000-4000-8000-000000000000';

describe('catalogue paths', () => {
  it('builds one pattern for every vertical from the spec names; food has no variations', () => {
    const grocery = catalogueEndpoints('grocery');
    expect(grocery.masterSearch.path).toBe('/vendor/grocery-product/get-grocery-products');
    expect(grocery.masterProduct.path).toBe('/vendor/grocery-product/get-grocery-products/:id');
    expect(grocery.update.path).toBe('/vendor/grocery-product/update/:id');
    expect(variationEndpoints('grocery')?.addVariation.path).toBe('/vendor/grocery-variations/add/:itemId');
    expect(catalogueEndpoints('food').masterSearch.path).toBe('/vendor/store-restaurent/get-all-restaurent-products');
    expect(variationEndpoints('food')).toBeNull();
    expect(variationEndpoints('shopping')?.deleteVariation.path).toBe('/vendor/shopping-variation/delete/:id');
    expect(catalogueEndpoints('medicine').masterSearch.path).toBe('/vendor/store-medicine/get-medicine-products');
    expect(operatorEndpoints('medicine').approveRequest.path).toBe('/admin/catalogue/medicine/product-requests/:id/approve');
    const all = CATALOGUE_VERTICALS.flatMap((vertical) => Object.values(catalogueEndpoints(vertical)).map((endpoint) => endpoint.path));
    expect(new Set(all).size).toBe(all.length);
    expect(fillPath('/a/:id/b/:itemId', { id: '1', itemId: '2' })).toBe('/a/1/b/2');
  });
});

describe('catalogue endpoints', () => {
  it('are built once per vertical, with the vertical in their ids and tags', () => {
    expect(catalogueEndpoints('grocery')).toBe(catalogueEndpoints('grocery'));
    expect(variationEndpoints('shopping')).toBe(variationEndpoints('shopping'));
    expect(variationEndpoints('food')).toBeNull();
    expect(catalogueEndpoints('medicine').myList).toMatchObject({ id: 'catalogue.medicine.myList', tags: ['catalogue: medicine'] });
    expect(operatorEndpoints('food').requests).toMatchObject({ access: 'admin', tags: ['catalogue: operator'] });
  });
});

describe('list queries', () => {
  it('defaults page 1, limit 20, sort createdAt desc; coerces query strings', () => {
    expect(myListQuerySchema.parse({})).toEqual({ page: 1, limit: 20, sort: 'createdAt', order: 'desc' });
    expect(myListQuerySchema.parse({ page: '3', limit: '100', stockState: 'low', isAvailable: 'false' })).toMatchObject({
      page: 3,
      limit: 100,
      stockState: 'low',
      isAvailable: false,
    });
  });

  it('rejects limit 0 and 101, page 0, an unknown stock state', () => {
    for (const query of [{ limit: '0' }, { limit: '101' }, { page: '0' }, { stockState: 'none' }, { limit: '2.5' }]) {
      expect(myListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(myListQuerySchema.safeParse({ limit: '101' }).error?.issues[0]?.message).toBe(CATALOGUE_MESSAGES.limitRange);
  });
});

describe('item bodies', () => {
  it('needs MRP ≥ price, discount 0..100, whole stock ≥ 0', () => {
    const base = { masterProductId: ID, price: 10, mrp: 12, stock: 3 };
    expect(addItemBodySchema.parse(base)).toMatchObject({ discount: 0, isAvailable: true, lowStockThreshold: 5 });
    const issue = (body: object) => addItemBodySchema.safeParse(body).error?.issues[0];
    expect(issue({ ...base, mrp: 9 })).toMatchObject({ path: ['mrp'], message: CATALOGUE_MESSAGES.mrpBelowPrice });
    expect(issue({ ...base, discount: 100.5 })?.message).toBe(CATALOGUE_MESSAGES.discountRange);
    expect(issue({ ...base, stock: 1.5 })?.message).toBe(CATALOGUE_MESSAGES.stockInteger);
    expect(issue({ ...base, price: -1 })?.message).toBe(CATALOGUE_MESSAGES.priceRange);
  });

  it('takes amounts in whole paise up to ₹1,00,00,000, refusing a fraction of a paisa', () => {
    const base = { masterProductId: ID, price: 15_150, mrp: 16_000, stock: 3 };
    expect(addItemBodySchema.parse(base)).toMatchObject({ price: 15_150, mrp: 16_000 });
    const issue = (body: object) => addItemBodySchema.safeParse(body).error?.issues[0];
    // Rupees sent where paise are expected (151.5) are refused, never rounded.
    expect(issue({ ...base, price: 151.5 })).toMatchObject({ path: ['price'], message: CATALOGUE_MESSAGES.priceWholePaise });
    expect(issue({ ...base, mrp: 16_000.01 })).toMatchObject({ path: ['mrp'], message: CATALOGUE_MESSAGES.priceWholePaise });
    expect(addItemBodySchema.safeParse({ ...base, price: CATALOGUE_PRICE_MAX, mrp: CATALOGUE_PRICE_MAX }).success).toBe(true);
    expect(issue({ ...base, mrp: CATALOGUE_PRICE_MAX + 1 })?.message).toBe(CATALOGUE_MESSAGES.priceRange);
    expect(updateItemBodySchema.safeParse({ price: 19.99 }).error?.issues[0]?.message).toBe(CATALOGUE_MESSAGES.priceWholePaise);
    expect(variationBodySchema.safeParse({ name: 'x', price: 0.5, stock: 1 }).error?.issues[0]?.message).toBe(
      CATALOGUE_MESSAGES.priceWholePaise,
    );
    expect(productRequestBodySchema('grocery').safeParse({ name: 'x', categoryId: ID, price: 99.9 }).error?.issues[0]).toMatchObject({
      path: ['price'],
      message: CATALOGUE_MESSAGES.priceWholePaise,
    });
  });

  it('an update takes any subset and sets no defaults', () => {
    expect(updateItemBodySchema.parse({ stock: 4 })).toEqual({ stock: 4 });
    expect(updateItemBodySchema.safeParse({ price: 5, mrp: 4 }).success).toBe(false);
    expect(masterProductUpdateBodySchema('grocery').parse({ name: 'X' })).toEqual({ name: 'X' });
  });
});

describe('product request bodies', () => {
  it('validate the vertical attributes', () => {
    const base = { name: 'Dish', categoryId: ID, price: 100 };
    expect(productRequestBodySchema('food').parse(base)).toMatchObject({ attributes: { veg: true }, stock: 0, images: [] });
    expect(productRequestBodySchema('medicine').parse(base).attributes).toEqual({ prescriptionRequired: false });
    expect(productRequestBodySchema('medicine').safeParse({ ...base, attributes: { prescriptionRequired: 'yes' } }).success).toBe(false);
    expect(productRequestBodySchema('shopping').parse({ ...base, attributes: { attributeIds: [ID] } }).attributes).toEqual({
      attributeIds: [ID],
    });
    expect(productRequestBodySchema('grocery').safeParse({ ...base, name: ' ' }).error?.issues[0]?.message).toBe(
      CATALOGUE_MESSAGES.nameRequired,
    );
    // A request takes only the store's uploads (the server checks they are its own); the operator's product also takes https.
    const images = (list: string[]) => productRequestBodySchema('grocery').safeParse({ ...base, images: list }).success;
    expect(images(['/v1/dhubApi/media/abc/catalogue-1.png'])).toBe(true);
    expect(images(['https://cdn.example.com/a.jpg'])).toBe(false);
    expect(images(['javascript:alert(1)'])).toBe(false);
    expect(images(['data:image/png;base64,AAAA'])).toBe(false);
    const productImages = (list: string[]) => masterProductBodySchema('grocery').safeParse({ ...base, images: list }).success;
    expect(productImages(['https://cdn.example.com/a.jpg'])).toBe(true);
    expect(productImages(['javascript:alert(1)'])).toBe(false);
  });
});
