import type { ComponentType } from 'react';
import { lazyPage, type LazyPage, type PageModule } from '../../navigation/lazyPage';
import { catalogueRouteOf, PAGE_FILES, type CataloguePageKind } from './routeTable';

const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./pages/*Page.tsx');

/** The module of the generic page each kind of catalogue route shows. */
export const PAGE_LOADERS = Object.fromEntries(
  Object.entries(PAGE_FILES).map(([kind, file]) => {
    const load = PAGE_MODULES[`./pages/${file}.tsx`];
    if (!load) throw new Error(`No catalogue page ./pages/${file}.tsx`);
    return [kind, load];
  }),
) as Record<CataloguePageKind, () => PageModule>;

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
