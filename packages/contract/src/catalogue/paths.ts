import { categoryEndpoints } from './endpoints-categories.js';
import { catalogueLookupEndpoints } from './endpoints-lookups.js';
import { operatorEndpoints } from './endpoints-operator.js';
import { productEndpoints } from './endpoints-products.js';
import { variationEndpoints } from './endpoints-variations.js';
import { catalogueEndpoints } from './endpoints-vertical.js';
import type { CatalogueVertical } from './verticals.js';

/*
 * Path tables of the catalogue, derived from the endpoint descriptors (a path is written once,
 * there). They remain only for callers not yet moved to the descriptors.
 */

const pathsOf = <T extends Record<string, { path: string }>>(endpoints: T) =>
  Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, endpoint.path])) as { readonly [K in keyof T]: string };

export interface CataloguePaths {
  masterSearch: string;
  masterProduct: string;
  addToMyList: string;
  myList: string;
  update: string;
  delete: string;
  getById: string;
  restore: string;
  requestProduct: string;
  myRequests: string;
  myRequest: string;
  updateRequest: string;
  uploadImage: string;
  /** Variations of a store item (null for food). */
  variations: { add: string; list: string; update: string; delete: string } | null;
  /** Operator (admin token). */
  admin: {
    requests: string;
    approveRequest: string;
    rejectRequest: string;
    masterList: string;
    createMaster: string;
    updateMaster: string;
  };
}

/** @deprecated Use `catalogueEndpoints(vertical)`, `variationEndpoints(vertical)` and `operatorEndpoints(vertical)`. */
export function cataloguePaths(vertical: CatalogueVertical): CataloguePaths {
  const { exportMyList: _export, importMyList: _import, ...vendor } = pathsOf(catalogueEndpoints(vertical));
  const variations = variationEndpoints(vertical);
  return {
    ...vendor,
    variations: variations && {
      add: variations.addVariation.path,
      list: variations.listVariations.path,
      update: variations.updateVariation.path,
      delete: variations.deleteVariation.path,
    },
    admin: pathsOf(operatorEndpoints(vertical)),
  };
}

/** @deprecated Use `catalogueEndpoints(vertical).exportMyList` / `.importMyList`. */
export function myListCsvPaths(vertical: CatalogueVertical): { exportMyList: string; importMyList: string } {
  const { exportMyList, importMyList } = catalogueEndpoints(vertical);
  return { exportMyList: exportMyList.path, importMyList: importMyList.path };
}

/** @deprecated Use `catalogueLookupEndpoints`. */
export const CATALOGUE_LOOKUP_PATHS = pathsOf(catalogueLookupEndpoints);

/** @deprecated Use `categoryEndpoints`. */
export const CATEGORY_PATHS = pathsOf(categoryEndpoints);

/** @deprecated Use `productEndpoints.allMyProducts`. */
export const ALL_PRODUCTS_PATH = productEndpoints.allMyProducts.path;
