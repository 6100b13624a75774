/**
 * The four catalogue verticals (the service kinds that sell products) and the spec §7 names
 * their endpoints are built from (typos kept: they are the contract; see endpoints-vertical.ts).
 */
export const CATALOGUE_VERTICALS = ['grocery', 'food', 'shopping', 'medicine'] as const;
export type CatalogueVertical = (typeof CATALOGUE_VERTICALS)[number];
export const isCatalogueVertical = (value: unknown): value is CatalogueVertical =>
  (CATALOGUE_VERTICALS as readonly unknown[]).includes(value);

/** pending → approved | rejected (product requests, category and subcategory requests). */
export const CATALOGUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/** A product request the store may still change: pending, or rejected (changed, it is sent again for review). */
export const EDITABLE_REQUEST_STATUSES = ['pending', 'rejected'] as const satisfies readonly CatalogueStatus[];
export const isEditableRequest = (status: CatalogueStatus): boolean => (EDITABLE_REQUEST_STATUSES as readonly string[]).includes(status);

/** The kinds of rows of the generic lookup table. */
export const LOOKUP_TYPES = [
  'brand',
  'unit',
  'weight',
  'zone',
  'drug_type',
  'medicine_form',
  'therapeutic_class',
  'packing_type',
  'cuisine_type',
  'flavour',
  'ecommerce_attribute',
] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

/** Groups of the ecommerce dropdown (lookup type `ecommerce_attribute`). */
export const ECOMMERCE_ATTRIBUTE_GROUPS = ['size', 'colour', 'material'] as const;

export const STOCK_STATES = ['in', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export interface VerticalConfig {
  vertical: CatalogueVertical;
  label: string;
  /** Base path of the store's items ("my list"). */
  base: string;
  /** Last segment of the master catalogue search, under `base`. */
  masterSearch: string;
  /** Base path of the variations; null when the vertical has none (food). */
  variations: string | null;
}

export const VERTICAL_CONFIG: Record<CatalogueVertical, VerticalConfig> = {
  grocery: {
    vertical: 'grocery',
    label: 'Grocery',
    base: '/vendor/grocery-product',
    masterSearch: 'get-grocery-products',
    variations: '/vendor/grocery-variations',
  },
  food: {
    vertical: 'food',
    label: 'Food',
    base: '/vendor/store-restaurent',
    masterSearch: 'get-all-restaurent-products',
    variations: null,
  },
  shopping: {
    vertical: 'shopping',
    label: 'Shopping',
    base: '/vendor/store-shopping',
    masterSearch: 'get-all-shopping-products',
    variations: '/vendor/shopping-variation',
  },
  medicine: {
    vertical: 'medicine',
    label: 'Medicine',
    base: '/vendor/store-medicine',
    masterSearch: 'get-medicine-products',
    variations: '/vendor/medicine-variation',
  },
};
