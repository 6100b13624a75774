import { z } from 'zod';
import { idSchema } from '../common.js';
import { instantSchema, isoDateTime, minorAmount, optionalText, PINCODE_PATTERN, requiredPhone, requiredText } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { couponCodeSchema } from '../coupons/schemas.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import {
  AUTO_REJECT_REASON,
  ORDER_ACTORS,
  ORDER_LIMITS,
  ORDER_STATUSES,
  ORDER_TAB_NAMES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  VENDOR_ORDER_ACTION_NAMES,
} from './constants.js';
import { ORDER_MESSAGES as M } from './messages.js';

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

// ---- the storefront (what a customer can order) -------------------------------------------

export const storefrontQuerySchema = paginationQuerySchema.extend({
  pincode: z
    .string()
    .trim()
    .regex(PINCODE_PATTERN, MESSAGES.invalidPincode)
    .optional()
    .meta({ description: 'Only stores that deliver there' }),
  searchQuery: z.string().trim().max(100).optional(),
});

export const storefrontStoreSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.string(),
  address: z.string(),
  deliveryCharge: minorAmount,
  deliveryPincodes: z.array(z.string()),
});
export type StorefrontStore = z.infer<typeof storefrontStoreSchema>;

export const storefrontItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  price: minorAmount,
  stock: z.number().int(),
  variations: z.array(z.object({ _id: z.string(), name: z.string(), price: minorAmount, stock: z.number().int() })),
});
export type StorefrontItem = z.infer<typeof storefrontItemSchema>;

export const storefrontItemsQuerySchema = paginationQuerySchema.extend({ searchQuery: z.string().trim().max(100).optional() });

// ---- placing an order -----------------------------------------------------------------------

export const deliveryAddressSchema = z.object({
  name: requiredText(100),
  phone: requiredPhone,
  line1: requiredText(200),
  line2: optionalText(200),
  city: requiredText(100),
  pincode: z.string({ error: MESSAGES.invalidPincode }).trim().regex(PINCODE_PATTERN, MESSAGES.invalidPincode),
  latitude: z.number().min(-90, MESSAGES.latitudeRange).max(90, MESSAGES.latitudeRange).optional(),
  longitude: z.number().min(-180, MESSAGES.longitudeRange).max(180, MESSAGES.longitudeRange).optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

const quantity = z
  .number({ error: M.quantityRange })
  .int(M.quantityRange)
  .min(1, M.quantityRange)
  .max(ORDER_LIMITS.quantityMax, M.quantityRange);

export const placeOrderSchema = z.object({
  storeId: idSchema,
  lines: z
    .array(z.object({ itemId: idSchema, variationId: idSchema.optional(), quantity }))
    .min(1, M.orderLinesRange)
    .max(ORDER_LIMITS.linesMax, M.orderLinesRange)
    .refine((lines) => new Set(lines.map((line) => `${line.itemId}/${line.variationId ?? ''}`)).size === lines.length, M.orderLineRepeated),
  address: deliveryAddressSchema,
  paymentMethod: paymentMethodSchema,
  note: optionalText(ORDER_LIMITS.noteMax),
  couponCode: couponCodeSchema.optional().meta({ description: "One of the store's coupons, any case" }),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;

// ---- an order as read ---------------------------------------------------------------------

export const orderLineSchema = z.object({
  _id: z.string(),
  itemId: z.string().nullable().meta({ description: 'null once the store removed the product from its list' }),
  name: z.string(),
  variationName: z.string().nullable(),
  image: z.string().nullable(),
  unitPrice: minorAmount,
  quantity: z.number().int(),
  total: minorAmount,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderEventSchema = z.object({
  status: orderStatusSchema,
  at: isoDateTime,
  by: z.enum(ORDER_ACTORS),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** What the store earns from a delivered order: kept for the wallet. */
export const settlementSchema = z.object({
  gross: minorAmount.meta({ description: "The products' total and the delivery charge" }),
  couponCost: minorAmount.meta({ description: "The store's coupon, which the store pays" }),
  deliveryCharge: minorAmount,
  commissionRate: z.number().int().meta({ description: 'Basis points: 1000 is 10%' }),
  commission: minorAmount.meta({ description: "The marketplace's share of the products' total after the coupon" }),
  net: minorAmount.meta({ description: 'gross − couponCost − commission' }),
  settledAt: isoDateTime,
  availableAt: isoDateTime.meta({ description: "When its money counts in the store's available balance" }),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const orderSummarySchema = z.object({
  _id: z.string(),
  number: z.string().meta({ description: 'The order number customers and vendors quote, e.g. 100042' }),
  storeId: z.string(),
  storeName: z.string(),
  status: orderStatusSchema,
  placedAt: isoDateTime,
  acceptBy: isoDateTime,
  customerName: z.string(),
  itemsCount: z.number().int(),
  total: minorAmount,
  paymentMethod: paymentMethodSchema,
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
  address: z.object({
    name: z.string(),
    phone: z.string(),
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    pincode: z.string(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
  }),
  lines: z.array(orderLineSchema),
  subtotal: minorAmount,
  deliveryCharge: minorAmount,
  discount: minorAmount,
  couponCode: z.string().nullable(),
  settlement: settlementSchema.nullable().meta({ description: 'Once delivered' }),
  note: z.string().nullable(),
  prepMinutes: z.number().int().nullable(),
  readyBy: isoDateTime.nullable(),
  reason: z
    .string()
    .nullable()
    .meta({ description: `Why it was rejected or cancelled ('${AUTO_REJECT_REASON}': by the system, not accepted in time)` }),
  timeline: z.array(orderEventSchema),
  actions: z.array(z.enum(VENDOR_ORDER_ACTION_NAMES)).meta({ description: 'What the vendor may do now' }),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

// ---- the vendor's inbox -------------------------------------------------------------------

export const orderListQuerySchema = paginationQuerySchema
  .extend({
    tab: z.enum(ORDER_TAB_NAMES).optional(),
    status: orderStatusSchema.optional(),
    paymentMethod: paymentMethodSchema.optional(),
    from: instantSchema
      .optional()
      .meta({ description: 'Placed at or after this instant (ISO 8601), e.g. the start of a day where the vendor is' }),
    to: instantSchema.optional().meta({ description: 'Placed before this instant (ISO 8601), e.g. the start of the next day' }),
    searchQuery: z.string().trim().max(100).optional().meta({ description: "Order number, or part of the customer's name or phone" }),
    order: z.enum(['asc', 'desc']).default('desc'),
    storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: all of them" }),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    message: MESSAGES.dateRange,
    path: ['to'],
  });
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

export const orderPageSchema = paginatedSchema(orderSummarySchema).extend({
  counts: z.record(z.enum(ORDER_TAB_NAMES), z.number().int()).meta({ description: 'Orders per tab, with the other filters' }),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** Why an order or a booking was rejected or cancelled (the customer reads it). */
export const reasonSchema = z
  .string({ error: MESSAGES.reasonNeeded })
  .trim()
  .min(1, MESSAGES.reasonNeeded)
  .max(ORDER_LIMITS.reasonMax, MESSAGES.tooLong);
/** A reason alone: the body of the web's reason dialogs, before they add their action. */
export const reasonBodySchema = z.object({ reason: reasonSchema });

export const orderActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('accept'),
    prepMinutes: z
      .number({ error: M.prepTimeRange })
      .int(M.prepTimeRange)
      .min(ORDER_LIMITS.prepMinutesMin, M.prepTimeRange)
      .max(ORDER_LIMITS.prepMinutesMax, M.prepTimeRange),
  }),
  z.object({ action: z.literal('reject'), reason: reasonSchema }),
  z.object({ action: z.literal('cancel'), reason: reasonSchema }),
  z.object({ action: z.enum(['startPreparing', 'markReady', 'dispatch', 'deliver']) }),
]);
export type OrderActionBody = z.input<typeof orderActionSchema>;

export const customerCancelSchema = z.object({ reason: optionalText(ORDER_LIMITS.reasonMax) });

export const orderIdParamsSchema = z.object({ id: idSchema });

// ---- live updates -------------------------------------------------------------------------

/** An `order` event of the vendor's stream: a new order (`placed`) or an order's new state. */
export const orderEventMessageSchema = z.object({
  storeId: z.string(),
  orderId: z.string(),
  number: z.string(),
  status: orderStatusSchema,
  placed: z.boolean(),
});
export type OrderEventMessage = z.infer<typeof orderEventMessageSchema>;
