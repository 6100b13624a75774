import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VariationEndpoints } from '@dhub/contract';
import { call } from '../../../api/call';
import { invalidateAll, useEndpointMutation, useEndpointQuery } from '../../../api/queries';
import type { Vertical } from '../routeTable';
import { itemChangeKeys } from './keys';
import type { BodyInput } from './types';

/** A variation's fields, as the add form sends them. */
export type VariationBody = BodyInput<VariationEndpoints['addVariation']>;

/** `endpoints`: the vertical's variations (none for food: the page checks first). */
export function useVariations(endpoints: VariationEndpoints, itemId: string) {
  return useEndpointQuery(endpoints.listVariations, { params: { itemId } }, { select: (data) => data.items });
}

/** Adds a variation to the item, or updates one (`id`); an update without SKU clears it. */
export function useSaveVariation(endpoints: VariationEndpoints, vertical: Vertical, itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: VariationBody }) =>
      id
        ? call(endpoints.updateVariation, { params: { id }, body: { ...body, sku: body.sku || null } })
        : call(endpoints.addVariation, { params: { itemId }, body: { ...body, sku: body.sku || undefined } }),
    onSuccess: () => invalidateAll(client, itemChangeKeys(vertical)),
  });
}

export function useDeleteVariation(endpoints: VariationEndpoints, vertical: Vertical) {
  return useEndpointMutation(endpoints.deleteVariation, { invalidates: itemChangeKeys(vertical) });
}
