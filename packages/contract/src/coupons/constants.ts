/** What a coupon takes off: a percentage of the products, a flat amount, or the delivery charge. */
export const COUPON_KINDS = ['percent', 'flat', 'freeDelivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon's state now, from its switch, its validity window and its uses (never stored). */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'usedUp', 'off'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const COUPON_LIMITS = {
  codeMin: 3,
  codeMax: 20,
  titleMax: 80,
  percentMax: 100,
  /** ₹1,00,000 in paise: the largest flat discount, minimum order or cap. */
  amountMax: 10_000_000,
  usesMax: 1_000_000,
} as const;

/** Letters, digits and dashes; kept in capitals, so codes are unique per store whatever the case typed. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9-]+$/;
export const couponCodeKey = (code: string) => code.trim().toUpperCase();

export interface CouponTerms {
  kind: CouponKind;
  value: number;
  maxDiscount: number | null;
}

/**
 * What a coupon takes off an order, in paise: a percentage of the products (rounded down, capped by
 * `maxDiscount`), a flat amount (at most the products' total), or the delivery charge.
 */
export function couponDiscount(coupon: CouponTerms, amounts: { subtotal: number; deliveryCharge: number }): number {
  switch (coupon.kind) {
    case 'percent':
      return Math.min(Math.floor((amounts.subtotal * coupon.value) / 100), coupon.maxDiscount ?? Number.POSITIVE_INFINITY);
    case 'flat':
      return Math.min(coupon.value, amounts.subtotal);
    case 'freeDelivery':
      return amounts.deliveryCharge;
  }
}
