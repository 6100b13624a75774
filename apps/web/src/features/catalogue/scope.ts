import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { StoreSummary } from '@dhub/contract';
import { catalogueRouteOf, PRODUCT_ROUTES, VERTICAL_ROUTES, type CataloguePageKind, type Vertical, type VerticalPage } from './routeTable';

/** What the catalogue calls act on: a vertical and one of the vendor's stores (UI state, chosen by the page). */
export interface Scope {
  vertical: Vertical;
  storeId: string | undefined;
  /** /product-list "All": the vendor's items of every store and vertical. */
  allVerticals?: boolean;
}

export interface CatalogueScope extends Scope {
  storeId: string;
  store: StoreSummary;
  /** The verticals of the vendor's stores (the product pages' selector). */
  verticals: Vertical[];
  /** Product pages (/product-list…): links stay on them, with `?vertical=`. */
  productMode: boolean;
  /** The route has no vertical of its own (products, categories): the page offers a selector. */
  selectable: boolean;
  /** /product-list with "All": every store and vertical (`vertical` is then the links' default). */
  allVerticals: boolean;
}

export const ScopeContext = createContext<CatalogueScope | null>(null);

export function useScope(): CatalogueScope {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error('useScope outside a catalogue page');
  return scope;
}

/** The path of a page of the current vertical, with its query (`id`…). */
export function pagePath(
  scope: Pick<CatalogueScope, 'vertical' | 'productMode'>,
  page: VerticalPage,
  query: Record<string, string> = {},
): string {
  const product = scope.productMode ? PRODUCT_ROUTES[page] : undefined;
  const params = new URLSearchParams(product ? { vertical: scope.vertical, ...query } : query).toString();
  return `${product ?? VERTICAL_ROUTES[scope.vertical][page]}${params ? `?${params}` : ''}`;
}

export function usePagePath() {
  const scope = useScope();
  return (page: VerticalPage, query?: Record<string, string>) => pagePath(scope, page, query);
}

/** The page kind of the current route (pages shared by several kinds read it). */
export function useCatalogueKind(): CataloguePageKind {
  return catalogueRouteOf(useLocation().pathname)?.kind ?? 'list';
}
