import { ROUTES } from '@dhub/contract';

/**
 * The lists each figure opens, by their addresses (a feature imports no other): the orders inbox
 * (features/orders/paths.ts, its tab in `?tab=`), the bookings list, the wallet, the payouts, the
 * reviews, and all products of the catalogue (features/catalogue/routeTable.ts: `/product-list`,
 * `/product-request-list`).
 */
const ORDERS = '/orders';

export const KPI_LINKS = {
  orders: `${ORDERS}?tab=all`,
  revenue: ROUTES.wallet,
  averageOrderValue: `${ORDERS}?tab=delivered`,
  rating: ROUTES.reviews,
  walletAvailable: ROUTES.wallet,
  pendingPayouts: ROUTES.payout,
  newOrders: `${ORDERS}?tab=new`,
  bookingsToConfirm: `${ROUTES.bookings}?tab=upcoming`,
  lowStockItems: '/product-list?stockState=low',
  pendingRequests: '/product-request-list',
} as const;
