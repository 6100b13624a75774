import { messageResponseSchema } from '../common.js';
import { defineEndpoints } from '../http/endpoint.js';
import { BY_ID, ITEM_ERRORS } from './endpoint-parts.js';
import { perVertical } from './per-vertical.js';
import {
  idParamsSchema,
  itemIdParamsSchema,
  updateVariationBodySchema,
  variationBodySchema,
  variationResponseSchema,
  variationsResponseSchema,
} from './schemas.js';
import { VERTICAL_CONFIG, type CatalogueVertical } from './verticals.js';

const VARIATION_ERRORS = { 404: ['variationNotFound'], 403: ['storeNotActive'] } as const;

function build(vertical: CatalogueVertical, base: string, label: string) {
  const vendor = (summary: string) => ({ access: 'vendor', summary: `${label}: ${summary}`, description: BY_ID }) as const;
  return defineEndpoints(`catalogue.${vertical}`, `catalogue: ${vertical}`, {
    addVariation: {
      method: 'POST',
      path: `${base}/add/:itemId`,
      ...vendor('add a variation to an item'),
      params: itemIdParamsSchema,
      body: variationBodySchema,
      status: 201,
      response: variationResponseSchema,
      errors: ITEM_ERRORS,
    },
    listVariations: {
      method: 'GET',
      path: `${base}/get/:itemId`,
      ...vendor("an item's variations"),
      params: itemIdParamsSchema,
      response: variationsResponseSchema,
      errors: ITEM_ERRORS,
    },
    updateVariation: {
      method: 'PUT',
      path: `${base}/update/:id`,
      ...vendor('update a variation'),
      params: idParamsSchema,
      body: updateVariationBodySchema,
      response: variationResponseSchema,
      errors: VARIATION_ERRORS,
    },
    deleteVariation: {
      method: 'DELETE',
      path: `${base}/delete/:id`,
      ...vendor('delete a variation'),
      params: idParamsSchema,
      response: messageResponseSchema,
      errors: VARIATION_ERRORS,
    },
  });
}

const variations = perVertical((vertical) => {
  const { variations: base, label } = VERTICAL_CONFIG[vertical];
  return base ? build(vertical, base, label) : null;
});

/** The variations of a vertical's store items; null for a vertical without them (food). The same objects on every call. */
export function variationEndpoints(vertical: CatalogueVertical) {
  return variations(vertical);
}
export type VariationEndpoints = NonNullable<ReturnType<typeof variationEndpoints>>;
