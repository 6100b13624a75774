/**
 * An order or booking as its customer may read it: the store's side (what the vendor may do next,
 * what the store earns and the marketplace's commission) left out.
 */
export const customerView = <T extends { actions: unknown[]; settlement: unknown }>(sale: T): T => ({
  ...sale,
  actions: [],
  settlement: null,
});
