import { ROUTES } from '@dhub/contract';

/** The orders feature's detail page (`/orders/:id`; the contract's ROUTES has no orders entry). */
const ORDER_DETAIL = '/orders';

/**
 * The page of the sale a wallet entry or a payout line comes from: an order's `/orders/<id>`, a
 * booking's `/all-service-orders/order-details?id=<id>` (built here: a feature imports no other).
 */
export function salePath(sale: { kind: 'order' | 'booking'; id: string }): string {
  return sale.kind === 'order'
    ? `${ORDER_DETAIL}/${encodeURIComponent(sale.id)}`
    : `${ROUTES.bookingDetails}?id=${encodeURIComponent(sale.id)}`;
}
