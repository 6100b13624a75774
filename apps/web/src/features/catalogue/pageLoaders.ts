import type { ComponentType } from 'react';
import { catalogueRouteOf, type CataloguePageKind } from './routeTable';

type PageModule = Promise<{ default: ComponentType }>;

const itemForm = () => import('./pages/ItemFormPage');
const categories = () => import('./pages/CategoriesPage');

/** The generic page each kind of catalogue route shows (CataloguePage renders it lazily). */
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

/**
 * Starts loading a catalogue path's page, so its chunk comes with the catalogue page's instead
 * of after it (that one renders it once the vendor's profile has arrived).
 */
export function preloadCataloguePage(pathname: string): void {
  const route = catalogueRouteOf(pathname);
  if (route) PAGE_LOADERS[route.kind]().catch(() => undefined);
}
