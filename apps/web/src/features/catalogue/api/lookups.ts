import { catalogueLookupEndpoints, type EndpointInput, type EndpointOutput } from '@dhub/contract';
import { useEndpointQuery } from '../../../api/queries';
import type { QueryInput } from './types';

type Lookups = typeof catalogueLookupEndpoints;

/** The lookup lists the catalogue forms and filters use. */
export type LookupName =
  | 'brands'
  | 'units'
  | 'weights'
  | 'drugTypes'
  | 'medicineForms'
  | 'therapeuticClasses'
  | 'packingTypes'
  | 'cuisineTypes'
  | 'flavours'
  | 'ecommerceDropdown'
  | 'categories'
  | 'subcategories'
  | 'childCategories';

/** One entry of a lookup list (`group`: an ecommerce value's size, colour or material). */
export interface LookupOption {
  _id: string;
  name: string;
  group?: string | null;
}

/** What any of the lists takes: `vertical`, or the parent category of a subcategory list. */
export type LookupQuery = QueryInput<Lookups[LookupName]>;

// Every list answers `{items}` of named entries (checked here against each descriptor's response).
const itemsOf = (data: EndpointOutput<Lookups[LookupName]>): LookupOption[] => data.items;

export function useLookup(name: LookupName, query: LookupQuery, enabled = true) {
  return useEndpointQuery(catalogueLookupEndpoints[name], { query } as EndpointInput<Lookups[LookupName]>, {
    select: itemsOf,
    staleTime: 10 * 60_000,
    enabled,
  });
}
