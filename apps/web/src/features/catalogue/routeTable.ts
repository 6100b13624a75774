import type { CatalogueVertical } from '@dhub/contract';

/**
 * The catalogue routes of spec §2 (typos and capitals kept: they are the contract) and the
 * generic page each one shows (loaded with the catalogue pages; the route definitions use the
 * compact routes.ts). Ids travel as a query parameter (`?id=`).
 */
export type Vertical = CatalogueVertical;

/** Pages of one vertical. `editRequest` without `?id=` is the "Request a product" form. */
export type VerticalPage = 'browse' | 'add' | 'edit' | 'list' | 'view' | 'requests' | 'variants' | 'viewRequest' | 'editRequest';
export type CategoryPage = 'pendingCategories' | 'pendingSubcategories' | 'rejectedCategories' | 'rejectedSubcategories';
export type CataloguePageKind = VerticalPage | CategoryPage;

export const VERTICAL_ROUTES: Record<Vertical, Record<VerticalPage, string>> = {
  shopping: {
    browse: '/adding-shopping-item',
    add: '/add-shopping-item',
    edit: '/edit-shopping-item',
    list: '/shopping-item',
    view: '/view-shopping-item',
    requests: '/shopping-request-list',
    variants: '/shopping-vairants',
    editRequest: '/edit-shopping-request-item',
    viewRequest: '/view-shopping-request-item',
  },
  medicine: {
    browse: '/adding-medicine-item',
    add: '/add-medicine-item',
    edit: '/edit-medicine-item',
    list: '/medicine-item',
    view: '/view-medicine-Item',
    requests: '/medicine-request-list',
    variants: '/medicine-vairants',
    viewRequest: '/view-medicine-request-Item',
    editRequest: '/edit-medicine-request-item',
  },
  grocery: {
    browse: '/adding-grocery-item',
    add: '/add-grocerys-Item',
    edit: '/edit-grocerys-Item',
    list: '/grocerys-item',
    view: '/view-grocery-item',
    requests: '/grocery-request-list',
    variants: '/grocery-vairants',
    viewRequest: '/view-grocery-request-item',
    editRequest: '/edit-grocerys-requset-Item',
  },
  food: {
    browse: '/adding-food-item',
    add: '/add-food-item',
    edit: '/edit-food-item',
    list: '/food-item',
    view: '/view-food-item',
    requests: '/food-request-list',
    variants: '/food-vairants',
    viewRequest: '/view-food-request-item',
    editRequest: '/edit-food-request-item',
  },
};

/** Products: the same pages for the vertical chosen on the page (default: the current store's). */
export const PRODUCT_ROUTES: Partial<Record<VerticalPage, string>> = {
  browse: '/add-product',
  list: '/product-list',
  editRequest: '/product-request',
  requests: '/product-request-list',
  variants: '/product-vairations',
  view: '/view-product-list',
};

export const CATEGORY_ROUTES: Record<CategoryPage, string> = {
  pendingCategories: '/pending-categories',
  pendingSubcategories: '/pending-sub-categories',
  rejectedCategories: '/reject-categories',
  rejectedSubcategories: '/reject-sub-categories',
};

/**
 * The file under ./pages of the generic page each kind shows. Plain data, so that the build can
 * name a path's chunks too (build/catalogueRoutePages.ts: index.html's head preloads them).
 */
export const PAGE_FILES: Record<CataloguePageKind, string> = {
  browse: 'MasterBrowserPage',
  list: 'MyListPage',
  add: 'ItemFormPage',
  edit: 'ItemFormPage',
  view: 'ItemViewPage',
  variants: 'VariationsPage',
  requests: 'RequestListPage',
  editRequest: 'RequestFormPage',
  viewRequest: 'RequestViewPage',
  pendingCategories: 'CategoriesPage',
  pendingSubcategories: 'CategoriesPage',
  rejectedCategories: 'CategoriesPage',
  rejectedSubcategories: 'CategoriesPage',
};

export interface CatalogueRoute {
  kind: CataloguePageKind;
  /** null: chosen on the page (products, categories). */
  vertical: Vertical | null;
}

const table = new Map<string, CatalogueRoute>();
const paths: string[] = [];
const add = (path: string, route: CatalogueRoute) => {
  paths.push(path);
  table.set(path.toLowerCase(), route);
};
for (const [vertical, pages] of Object.entries(VERTICAL_ROUTES)) {
  for (const [kind, path] of Object.entries(pages)) add(path, { kind: kind as VerticalPage, vertical: vertical as Vertical });
}
for (const [kind, path] of Object.entries({ ...PRODUCT_ROUTES, ...CATEGORY_ROUTES }))
  add(path, { kind: kind as CataloguePageKind, vertical: null });

/** Every catalogue path as the spec spells it. */
export const CATALOGUE_PATHS: readonly string[] = paths;

/** The page of a path (react-router matches paths case-insensitively; so does this). */
export function catalogueRouteOf(pathname: string): CatalogueRoute | undefined {
  return table.get(pathname.replace(/\/+$/, '').toLowerCase());
}
