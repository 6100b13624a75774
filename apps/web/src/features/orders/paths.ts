/** The orders pages (issue 11: beyond the spec's routes, as every vendor panel has them). */
export const ORDER_PATHS = { list: '/orders', detail: '/orders/:id' } as const;

export const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;
