import { describe, expect, it } from 'vitest';
import { CATALOGUE_PATHS, catalogueRouteOf } from './routeTable';
import { CATALOGUE_ROUTE_PATHS } from './routes';

/** Spec §2, verbatim (typos and capitals kept), with the page each route must show. */
const SPEC: [string, string, string | null][] = [
  ['/adding-shopping-item', 'browse', 'shopping'],
  ['/add-shopping-item', 'add', 'shopping'],
  ['/edit-shopping-item', 'edit', 'shopping'],
  ['/shopping-item', 'list', 'shopping'],
  ['/view-shopping-item', 'view', 'shopping'],
  ['/shopping-request-list', 'requests', 'shopping'],
  ['/shopping-vairants', 'variants', 'shopping'],
  ['/edit-shopping-request-item', 'editRequest', 'shopping'],
  ['/view-shopping-request-item', 'viewRequest', 'shopping'],
  ['/adding-medicine-item', 'browse', 'medicine'],
  ['/add-medicine-item', 'add', 'medicine'],
  ['/edit-medicine-item', 'edit', 'medicine'],
  ['/medicine-item', 'list', 'medicine'],
  ['/view-medicine-Item', 'view', 'medicine'],
  ['/medicine-request-list', 'requests', 'medicine'],
  ['/medicine-vairants', 'variants', 'medicine'],
  ['/view-medicine-request-Item', 'viewRequest', 'medicine'],
  ['/edit-medicine-request-item', 'editRequest', 'medicine'],
  ['/adding-grocery-item', 'browse', 'grocery'],
  ['/add-grocerys-Item', 'add', 'grocery'],
  ['/edit-grocerys-Item', 'edit', 'grocery'],
  ['/grocerys-item', 'list', 'grocery'],
  ['/view-grocery-item', 'view', 'grocery'],
  ['/grocery-request-list', 'requests', 'grocery'],
  ['/grocery-vairants', 'variants', 'grocery'],
  ['/view-grocery-request-item', 'viewRequest', 'grocery'],
  ['/edit-grocerys-requset-Item', 'editRequest', 'grocery'],
  ['/adding-food-item', 'browse', 'food'],
  ['/add-food-item', 'add', 'food'],
  ['/edit-food-item', 'edit', 'food'],
  ['/food-item', 'list', 'food'],
  ['/view-food-item', 'view', 'food'],
  ['/food-request-list', 'requests', 'food'],
  ['/food-vairants', 'variants', 'food'],
  ['/view-food-request-item', 'viewRequest', 'food'],
  ['/edit-food-request-item', 'editRequest', 'food'],
  ['/pending-categories', 'pendingCategories', null],
  ['/pending-sub-categories', 'pendingSubcategories', null],
  ['/reject-categories', 'rejectedCategories', null],
  ['/reject-sub-categories', 'rejectedSubcategories', null],
  ['/add-product', 'browse', null],
  ['/product-list', 'list', null],
  ['/product-request', 'editRequest', null],
  ['/product-request-list', 'requests', null],
  ['/product-vairations', 'variants', null],
  ['/view-product-list', 'view', null],
];

describe('catalogue route table', () => {
  it.each(SPEC)('%s shows the %s page (%s)', (path, kind, vertical) => {
    expect(catalogueRouteOf(path)).toEqual({ kind, vertical });
  });

  it('has exactly the spec routes, spelt as the spec spells them', () => {
    expect([...CATALOGUE_PATHS].sort()).toEqual(SPEC.map(([path]) => path).sort());
  });

  it('the compact route definitions match the same paths (case-insensitively, as React Router does)', () => {
    const lower = (paths: readonly string[]) => paths.map((path) => path.toLowerCase()).sort();
    expect(lower(CATALOGUE_ROUTE_PATHS)).toEqual(lower(CATALOGUE_PATHS));
  });

  it('knows no other path', () => {
    expect(catalogueRouteOf('/grocery-item')).toBeUndefined();
    expect(catalogueRouteOf('/dashboard')).toBeUndefined();
  });
});
