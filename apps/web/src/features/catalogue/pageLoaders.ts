import { lazyPage, type LazyPage, type PageModule } from '../../navigation/lazyPage';
import { catalogueRouteOf, type CataloguePageKind } from './routeTable';

const itemForm = () => import('./pages/ItemFormPage');
const categories = () => import('./pages/CategoriesPage');

/** The module of the generic page each kind of catalogue route shows. */
export const PAGE_LOADERS: Record<CataloguePageKind, () => PageModule> = {
  browse: () => import('./pages/MasterBrowserPage'),
  list: () => import('./pages/MyListPage'),
  add: itemForm,
  edit: itemForm,
  view: () => import('./pages/ItemViewPage'),
  variants: () => import('./pages/VariationsPage'),
  requests: () => import('./pages/RequestListPage'),
  editRequest: () => import('./pages/RequestFormPage'),
  viewRequest: () => import('./pages/RequestViewPage'),
  pendingCategories: categories,
  pendingSubcategories: categories,
  rejectedCategories: categories,
  rejectedSubcategories: categories,
};

/** The page each kind of catalogue route shows, loaded on demand (CataloguePage renders it). */
export const CATALOGUE_PAGES = Object.fromEntries(
  (Object.keys(PAGE_LOADERS) as CataloguePageKind[]).map((kind) => [kind, lazyPage(() => PAGE_LOADERS[kind]())]),
) as Record<CataloguePageKind, LazyPage>;

/**
 * Starts loading a catalogue path's page, so its chunk comes with the catalogue page's instead
 * of after it (that one renders it once the vendor's profile has arrived).
 */
export function preloadCataloguePage(pathname: string): void {
  const route = catalogueRouteOf(pathname);
  if (route) CATALOGUE_PAGES[route.kind].preload(pathname);
}
