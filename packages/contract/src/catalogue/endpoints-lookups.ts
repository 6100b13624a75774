import { z } from 'zod';
import { defineEndpoints } from '../http/endpoint.js';
import { namedItemSchema, serviceSchema } from '../lookups/schemas.js';
import {
  categoryListResponseSchema,
  categoryLookupQuerySchema,
  childCategoryLookupQuerySchema,
  ecommerceDropdownResponseSchema,
  geoQuerySchema,
  lookupListResponseSchema,
  lookupQuerySchema,
  subcategoryLookupQuerySchema,
} from './schemas.js';

const UNKNOWN_IDS = 'No token. An unknown or malformed id gives an empty list; a missing id gives 400.';
const namedItems = z.object({ items: z.array(namedItemSchema) });

/** One list of the generic lookup table. */
const lookup = (path: string, summary: string) =>
  ({
    method: 'GET',
    path,
    access: 'public',
    summary: `${summary} (no token; \`vertical\` adds that vertical's own to the shared ones)`,
    query: lookupQuerySchema,
    response: lookupListResponseSchema,
  }) as const;

/** Lookup lists of the spec's catalogue (GET, no token). */
export const catalogueLookupEndpoints = defineEndpoints('catalogue.lookups', 'catalogue: lookups', {
  brands: lookup('/vendor/docs/getall-brands', 'Brands'),
  units: lookup('/vendor/docs/getall-units', 'Units'),
  drugTypes: lookup('/vendor/docs/getall-drug-types', 'Drug types'),
  medicineForms: lookup('/vendor/docs/getmedicine-forms', 'Medicine forms'),
  packingTypes: lookup('/vendor/docs/getall-packing-types', 'Packing types'),
  ecommerceDropdown: {
    method: 'GET',
    path: '/vendor/docs/getallecommerce-dropdown',
    access: 'public',
    summary: 'Ecommerce dropdown values (size, colour, material), flat and by group (no token)',
    query: lookupQuerySchema,
    response: ecommerceDropdownResponseSchema,
  },
  cuisineTypes: lookup('/vendor/docs/getall-cuisine-types', 'Cuisine types'),
  categories: {
    method: 'GET',
    path: '/vendor/docs/getall-categorys',
    access: 'public',
    summary: 'Approved categories of a vertical (no token)',
    query: categoryLookupQuerySchema,
    response: categoryListResponseSchema,
  },
  subcategories: {
    method: 'GET',
    path: '/vendor/docs/get-subcategories-by-categoryId',
    access: 'public',
    summary: "A category's approved subcategories (no token)",
    description: UNKNOWN_IDS,
    query: subcategoryLookupQuerySchema,
    response: categoryListResponseSchema,
  },
  childCategories: {
    method: 'GET',
    path: '/vendor/docs/getallchildcategorys-by-subcategoryId',
    access: 'public',
    summary: "A subcategory's child categories (no token)",
    description: UNKNOWN_IDS,
    query: childCategoryLookupQuerySchema,
    response: categoryListResponseSchema,
  },
  activeServices: {
    method: 'GET',
    path: '/vendor/docs/getallactiveservices',
    access: 'public',
    summary: 'Active services (no token)',
    response: z.object({ items: z.array(serviceSchema) }),
  },
  countries: {
    method: 'GET',
    path: '/vendor/docs/getallcountries',
    access: 'public',
    summary: 'Countries (no token)',
    response: namedItems,
  },
  states: {
    method: 'GET',
    path: '/vendor/docs/getstatesbycountryid',
    access: 'public',
    summary: "A country's states (no token)",
    description: UNKNOWN_IDS,
    query: geoQuerySchema.country,
    response: namedItems,
  },
  cities: {
    method: 'GET',
    path: '/vendor/docs/getcitiesbystateid',
    access: 'public',
    summary: "A state's cities (no token)",
    description: UNKNOWN_IDS,
    query: geoQuerySchema.state,
    response: namedItems,
  },
  weights: lookup('/admin/weight/getallweights', 'Weights'),
  zones: lookup('/zone/getall', 'Zones'),
  therapeuticClasses: lookup('/therapeutic-class/getalltherapeutic-class', 'Therapeutic classes'),
  flavours: lookup('/flavour/getallflavours', 'Flavours'),
  // The same three lists under the spec's admin/ paths (spec §7 lists them after admin/weight/…).
  adminZones: lookup('/admin/zone/getall', 'Zones'),
  adminTherapeuticClasses: lookup('/admin/therapeutic-class/getalltherapeutic-class', 'Therapeutic classes'),
  adminFlavours: lookup('/admin/flavour/getallflavours', 'Flavours'),
});

/** Pictures of the seeded products (public, cached): `placeholder` with `{ name: '<slug>.svg' }`. */
export const catalogueMediaEndpoints = defineEndpoints('catalogue.media', 'catalogue: lookups', {
  placeholder: {
    method: 'GET',
    path: '/media/catalogue/:name',
    access: 'public',
    summary: 'Placeholder image (SVG) of a seeded product',
    params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,120}\.svg$/) }),
    response: z.string().meta({ format: 'binary' }),
    produces: 'image/svg+xml',
  },
});
