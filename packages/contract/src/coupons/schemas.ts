import { z } from 'zod';
import { idSchema } from '../common.js';
import { instantSchema, isoDateTime, minorAmount, optionalText } from '../fields.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { COUPON_CODE_PATTERN, COUPON_KINDS, COUPON_LIMITS as L, COUPON_STATES, couponCodeKey } from './constants.js';
import { COUPON_MESSAGES as M } from './messages.js';

/** A code as typed: checked, then kept in capitals. */
export const couponCodeSchema = z
  .string({ error: M.couponCodeFormat })
  .trim()
  .min(L.codeMin, M.couponCodeFormat)
  .max(L.codeMax, M.couponCodeFormat)
  .regex(COUPON_CODE_PATTERN, M.couponCodeFormat)
  .transform(couponCodeKey);

const amount = (message: string, min: number) => z.number({ error: message }).int(message).min(min, message).max(L.amountMax, message);
const useLimit = z
  .number({ error: M.couponLimitRange })
  .int(M.couponLimitRange)
  .min(1, M.couponLimitRange)
  .max(L.usesMax, M.couponLimitRange)
  .nullable()
  .default(null)
  .meta({ description: 'null: no limit' });

/** A coupon as the vendor writes it (amounts in paise). */
const couponFields = z.object({
  code: couponCodeSchema,
  title: optionalText(L.titleMax).meta({ description: 'What customers read, e.g. "20% off your first order"' }),
  kind: z.enum(COUPON_KINDS, { error: M.couponPercentRange }),
  value: z
    .number({ error: M.couponAmountRange })
    .int(M.couponAmountRange)
    .min(0, M.couponAmountRange)
    .max(L.amountMax, M.couponAmountRange)
    .default(0)
    .meta({ description: 'percent: whole percent 1–100; flat: paise; freeDelivery: 0' }),
  minOrder: amount(M.couponMinOrderRange, 0).default(0).meta({ description: "Products' total needed, in paise" }),
  maxDiscount: amount(M.couponAmountRange, 1).nullable().default(null).meta({ description: 'percent only: the cap, in paise' }),
  startsAt: instantSchema,
  endsAt: instantSchema,
  totalLimit: useLimit,
  perCustomerLimit: useLimit,
  isActive: z.boolean().default(true),
});
type CouponFields = z.output<typeof couponFields>;

/** The rules across fields, reported on the field to correct. */
function checkCoupon(coupon: CouponFields, context: z.RefinementCtx) {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (coupon.kind === 'percent' && (coupon.value < 1 || coupon.value > L.percentMax)) issue('value', M.couponPercentRange);
  if (coupon.kind === 'flat' && coupon.value < 1) issue('value', M.couponAmountRange);
  if (coupon.kind !== 'percent' && coupon.maxDiscount !== null) issue('maxDiscount', M.couponMaxDiscountPercentOnly);
  if (Date.parse(coupon.endsAt) <= Date.parse(coupon.startsAt)) issue('endsAt', M.couponDates);
  if (coupon.totalLimit !== null && coupon.perCustomerLimit !== null && coupon.perCustomerLimit > coupon.totalLimit) {
    issue('perCustomerLimit', M.couponPerCustomerOverTotal);
  }
}

/** A new coupon of one of the vendor's stores. */
export const addCouponSchema = couponFields.extend({ storeId: idSchema }).superRefine(checkCoupon);
export type AddCouponBody = z.input<typeof addCouponSchema>;

/** An edit replaces the coupon's terms (its store and uses stay). */
export const editCouponSchema = couponFields.superRefine(checkCoupon);
export type EditCouponBody = z.input<typeof editCouponSchema>;

export const couponSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  code: z.string(),
  title: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  minOrder: minorAmount,
  maxDiscount: minorAmount.nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  totalLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  isActive: z.boolean(),
  usedCount: z.number().int().meta({ description: 'Orders that used it (a rejected or cancelled order gives its use back)' }),
  state: z.enum(COUPON_STATES),
  createdAt: isoDateTime,
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListQuerySchema = paginationQuerySchema.extend({
  storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: all of them" }),
  state: z.enum(COUPON_STATES).optional(),
  kind: z.enum(COUPON_KINDS).optional(),
  searchQuery: z.string().trim().max(100).optional().meta({ description: 'Part of the code or the title' }),
});
export type CouponListQuery = z.input<typeof couponListQuerySchema>;

export const couponPageSchema = paginatedSchema(couponSchema);
export type CouponPage = z.infer<typeof couponPageSchema>;

export const couponIdParamsSchema = z.object({ id: idSchema });
