export { CATALOGUE_PRICE_MAX, catalogueStatusSchema, catalogueVerticalSchema, stockStateSchema } from './schemas/fields.js';
export * from './schemas/lists.js';
export * from './schemas/attributes.js';
export * from './schemas/products.js';
export * from './schemas/items.js';
export * from './schemas/requests.js';
export * from './schemas/categories.js';
