import type { CouponKind } from '../coupons/constants.js';

/** A product order's states, in the order they normally follow. */
export const ORDER_STATUSES = ['placed', 'accepted', 'preparing', 'ready', 'outForDelivery', 'delivered', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The inbox's tabs and the states each shows. */
export const ORDER_TABS = {
  new: ['placed'],
  active: ['accepted', 'preparing', 'ready', 'outForDelivery'],
  delivered: ['delivered'],
  closed: ['rejected', 'cancelled'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];

/** What a vendor can do to an order, from which states, to which state. */
export const VENDOR_ORDER_ACTIONS = {
  accept: { from: ['placed'], to: 'accepted' },
  reject: { from: ['placed'], to: 'rejected' },
  startPreparing: { from: ['accepted'], to: 'preparing' },
  markReady: { from: ['accepted', 'preparing'], to: 'ready' },
  dispatch: { from: ['ready'], to: 'outForDelivery' },
  deliver: { from: ['outForDelivery'], to: 'delivered' },
  cancel: { from: ['accepted', 'preparing', 'ready'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type VendorOrderAction = keyof typeof VENDOR_ORDER_ACTIONS;
export const VENDOR_ORDER_ACTION_NAMES = Object.keys(VENDOR_ORDER_ACTIONS) as VendorOrderAction[];

/** A customer may cancel an order the store has not accepted yet. */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['placed'];

/** The vendor's actions allowed in a state. */
export const vendorActionsFor = (status: OrderStatus): VendorOrderAction[] =>
  VENDOR_ORDER_ACTION_NAMES.filter((action) => (VENDOR_ORDER_ACTIONS[action].from as readonly OrderStatus[]).includes(status));

/** States that give the stock back (the order's products never left the store). */
export const RESTOCKING_STATUSES: readonly OrderStatus[] = ['rejected', 'cancelled'];

export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who changed an order's state: the timeline's `by`. */
export const ORDER_ACTORS = ['customer', 'vendor', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

export const ORDER_LIMITS = {
  /** A placed order not accepted within this many minutes is rejected by the system (stock given back). */
  acceptWithinMinutes: 10,
  prepMinutesMin: 5,
  prepMinutesMax: 180,
  /** The choices the accept dialog offers (any whole number in the range is accepted). */
  prepMinutesChoices: [10, 15, 20, 30, 45, 60],
  linesMax: 50,
  quantityMax: 99,
  reasonMax: 300,
  noteMax: 500,
} as const;

/** The system's reason when an order was not accepted in time (shown translated by the web). */
export const AUTO_REJECT_REASON = 'notAcceptedInTime';

/** The marketplace's commission on a store's sales until a plan sets another (basis points: 1000 is 10%). */
export const DEFAULT_COMMISSION_RATE = 1000;

/** A delivered order's settlement: the store pays its coupon; commission is on the products after a products' coupon. */
export function settle(order: { subtotal: number; deliveryCharge: number; discount: number; couponKind: CouponKind | null }, rate: number) {
  const gross = order.subtotal + order.deliveryCharge;
  const productsDiscount = order.couponKind === 'freeDelivery' ? 0 : order.discount;
  const commission = Math.round(((order.subtotal - productsDiscount) * rate) / 10_000);
  return {
    gross,
    couponCost: order.discount,
    deliveryCharge: order.deliveryCharge,
    commissionRate: rate,
    commission,
    net: gross - order.discount - commission,
  };
}
