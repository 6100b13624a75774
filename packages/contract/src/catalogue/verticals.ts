/**
 * The four catalogue verticals (the service kinds that sell products) and their API paths,
 * built from the spec §7 names (typos kept: they are the contract).
 */
export const CATALOGUE_VERTICALS = ['grocery', 'food', 'shopping', 'medicine'] as const;
export type CatalogueVertical = (typeof CATALOGUE_VERTICALS)[number];
export const isCatalogueVertical = (value: unknown): value is CatalogueVertical =>
  (CATALOGUE_VERTICALS as readonly unknown[]).includes(value);

/** pending → approved | rejected (product requests, category and subcategory requests). */
export const CATALOGUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

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

export interface CataloguePaths {
  /** GET ?searchQuery&page&limit&categoryId&subcategoryId&brandId&storeId: the master catalogue. */
  masterSearch: string;
  /** GET `:id` ?storeId: one master product of the vertical, with `myItemId`. */
  masterProduct: string;
  /** POST: add a master product to the store's list. */
  addToMyList: string;
  /** GET ?searchQuery&page&limit&categoryId&brandId&stockState&isAvailable&sort&order&storeId. */
  myList: string;
  /** PUT, DELETE, GET with `:id` (a store item id). */
  update: string;
  delete: string;
  getById: string;
  /** POST `:id`: puts back an item deleted from the list in the last 7 days (same id, its variations). */
  restore: string;
  /** POST: ask for a product missing from the master catalogue. */
  requestProduct: string;
  /** GET ?searchQuery&status&page&limit: the store's requests; `myRequest` one of them. */
  myRequests: string;
  myRequest: string;
  /** PUT `:id`: edit a request while it is pending. */
  updateRequest: string;
  /** POST multipart (field `image`): a product image of the store; answers its public URL. */
  uploadImage: string;
  /** Variations of a store item (null for food). */
  variations: { add: string; list: string; update: string; delete: string } | null;
  /** Operator (admin token). */
  admin: {
    requests: string;
    approveRequest: string;
    rejectRequest: string;
    /** GET ?searchQuery&page&limit&categoryId&subcategoryId&childCategoryId&brandId */
    masterList: string;
    createMaster: string;
    updateMaster: string;
  };
}

/** Every path of a vertical, relative to API_PREFIX; `:id` / `:itemId` are path parameters. */
export function cataloguePaths(vertical: CatalogueVertical): CataloguePaths {
  const { base, masterSearch, variations } = VERTICAL_CONFIG[vertical];
  const admin = `/admin/catalogue/${vertical}`;
  return {
    masterSearch: `${base}/${masterSearch}`,
    masterProduct: `${base}/${masterSearch}/:id`,
    addToMyList: `${base}/add-to-my-list`,
    myList: `${base}/get-my-list`,
    update: `${base}/update/:id`,
    delete: `${base}/delete/:id`,
    getById: `${base}/get-by-id/:id`,
    restore: `${base}/restore/:id`,
    requestProduct: `${base}/request-product`,
    myRequests: `${base}/my-requested`,
    myRequest: `${base}/my-requested/:id`,
    updateRequest: `${base}/update-request/:id`,
    uploadImage: `${base}/upload-image`,
    variations: variations
      ? {
          add: `${variations}/add/:itemId`,
          list: `${variations}/get/:itemId`,
          update: `${variations}/update/:id`,
          delete: `${variations}/delete/:id`,
        }
      : null,
    admin: {
      requests: `${admin}/product-requests`,
      approveRequest: `${admin}/product-requests/:id/approve`,
      rejectRequest: `${admin}/product-requests/:id/reject`,
      masterList: `${admin}/master-products`,
      createMaster: `${admin}/master-products`,
      updateMaster: `${admin}/master-products/:id`,
    },
  };
}

/** Lookups (GET, no token), categories (vendor token) and the operator's category review. */
export const CATALOGUE_LOOKUP_PATHS = {
  brands: '/vendor/docs/getall-brands',
  units: '/vendor/docs/getall-units',
  drugTypes: '/vendor/docs/getall-drug-types',
  medicineForms: '/vendor/docs/getmedicine-forms',
  packingTypes: '/vendor/docs/getall-packing-types',
  ecommerceDropdown: '/vendor/docs/getallecommerce-dropdown',
  cuisineTypes: '/vendor/docs/getall-cuisine-types',
  categories: '/vendor/docs/getall-categorys',
  subcategories: '/vendor/docs/get-subcategories-by-categoryId',
  childCategories: '/vendor/docs/getallchildcategorys-by-subcategoryId',
  activeServices: '/vendor/docs/getallactiveservices',
  countries: '/vendor/docs/getallcountries',
  states: '/vendor/docs/getstatesbycountryid',
  cities: '/vendor/docs/getcitiesbystateid',
  weights: '/admin/weight/getallweights',
  zones: '/zone/getall',
  therapeuticClasses: '/therapeutic-class/getalltherapeutic-class',
  flavours: '/flavour/getallflavours',
} as const;

/**
 * GET: every item of the vendor across its stores and verticals (searchQuery, vertical, storeId,
 * categoryId, brandId, stockState, isAvailable, sort, order, page, limit).
 */
export const ALL_PRODUCTS_PATH = '/vendor/products/get-all-my-products';

/** Placeholder tiles of the seeded products: `${CATALOGUE_PLACEHOLDER_PATH}/<slug>.svg`. */
export const CATALOGUE_PLACEHOLDER_PATH = '/media/catalogue';

export const CATEGORY_PATHS = {
  categories: '/vendor/category/getallcategorys',
  addCategory: '/vendor/category/addcategory',
  rejectedCategories: '/vendor/category/getall-rejected-categorys',
  subcategories: '/vendor/subcategory/getallsubcategorys',
  addSubcategory: '/vendor/subcategory/addsubcategory',
  rejectedSubcategories: '/vendor/subcategory/get-rejected-subcategorys',
  adminRequests: '/admin/catalogue/category-requests',
  adminApprove: '/admin/catalogue/category-requests/:id/approve',
  adminReject: '/admin/catalogue/category-requests/:id/reject',
} as const;
