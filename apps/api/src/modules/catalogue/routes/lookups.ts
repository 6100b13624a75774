import { catalogueLookupEndpoints as LOOKUP, catalogueMediaEndpoints, type LookupType } from '@dhub/contract';
import type { AppDeps } from '../../../app-types.js';
import type { Route } from '../../../http/route.js';
import { approvedCategories } from '../category-service.js';
import { isId, listLookups } from '../lookup-service.js';
import { productTileSvg } from '../product-tile.js';

/** Lookup lists of the spec's catalogue (GET, no token); the geography lists are the lookups module's. */
export function catalogueLookupRoutes(route: Route, { db }: AppDeps): void {
  const simple = [
    [LOOKUP.brands, 'brand'],
    [LOOKUP.units, 'unit'],
    [LOOKUP.drugTypes, 'drug_type'],
    [LOOKUP.medicineForms, 'medicine_form'],
    [LOOKUP.packingTypes, 'packing_type'],
    [LOOKUP.cuisineTypes, 'cuisine_type'],
    [LOOKUP.weights, 'weight'],
    [LOOKUP.zones, 'zone'],
    [LOOKUP.therapeuticClasses, 'therapeutic_class'],
    [LOOKUP.flavours, 'flavour'],
    [LOOKUP.adminZones, 'zone'],
    [LOOKUP.adminTherapeuticClasses, 'therapeutic_class'],
    [LOOKUP.adminFlavours, 'flavour'],
  ] as const satisfies readonly (readonly [unknown, LookupType])[];
  for (const [endpoint, type] of simple) {
    route(endpoint, async ({ query }) => ({ items: await listLookups(db, { type, vertical: query.vertical }) }));
  }
  route(LOOKUP.ecommerceDropdown, async ({ query }) => {
    const items = await listLookups(db, { type: 'ecommerce_attribute', vertical: query.vertical });
    const groups: Record<string, typeof items> = {};
    for (const item of items) (groups[item.group ?? 'other'] ??= []).push(item);
    return { items, groups };
  });
  route(LOOKUP.categories, async ({ query }) => ({ items: await approvedCategories(db, { level: 1, vertical: query.vertical }) }));
  route(LOOKUP.subcategories, async ({ query: { categoryId } }) => ({
    items: isId(categoryId) ? await approvedCategories(db, { level: 2, parentId: categoryId }) : [],
  }));
  route(LOOKUP.childCategories, async ({ query: { subcategoryId } }) => ({
    items: isId(subcategoryId) ? await approvedCategories(db, { level: 3, parentId: subcategoryId }) : [],
  }));

  // Pictures of the seeded products (public, cached).
  route(catalogueMediaEndpoints.placeholder, async ({ params, reply }) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(productTileSvg(params.name)),
  );
}
