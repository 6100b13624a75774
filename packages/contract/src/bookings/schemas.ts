import { z } from 'zod';
import { idSchema } from '../common.js';
import { WEEKDAYS } from '../constants.js';
import { dateOnlySchema, instantSchema, isoDateTime, minorAmount, optionalText } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { couponCodeSchema } from '../coupons/schemas.js';
import { ORDER_ACTORS } from '../orders/constants.js';
import { deliveryAddressSchema, orderDetailSchema, paymentMethodSchema, reasonSchema, settlementSchema } from '../orders/schemas.js';
import { BOOKING_STATUSES, BOOKING_TAB_NAMES, NOT_CONFIRMED_REASON, SCHEDULE_LIMITS, VENDOR_BOOKING_ACTION_NAMES } from './constants.js';

export const bookingStatusSchema = z.enum(BOOKING_STATUSES);

export const placeBookingSchema = z.object({
  storeId: idSchema,
  slotId: idSchema,
  date: dateOnlySchema,
  address: deliveryAddressSchema.meta({ description: 'Where the service is done' }),
  paymentMethod: paymentMethodSchema,
  note: optionalText(SCHEDULE_LIMITS.noteMax),
  couponCode: couponCodeSchema.optional(),
});
export type PlaceBooking = z.input<typeof placeBookingSchema>;

export const bookingSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  serviceName: z.string(),
  status: bookingStatusSchema,
  date: z.string().meta({ description: 'YYYY-MM-DD, the store’s calendar' }),
  weekday: z.enum(WEEKDAYS),
  start: z.string().meta({ description: 'HH:mm, the store’s wall clock' }),
  durationMinutes: z.number().int(),
  startsAt: isoDateTime,
  customerName: z.string(),
  total: minorAmount,
  paymentMethod: paymentMethodSchema,
  paymentStatus: orderDetailSchema.shape.paymentStatus,
  createdAt: isoDateTime,
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingDetailSchema = bookingSummarySchema.extend({
  customer: orderDetailSchema.shape.customer,
  address: orderDetailSchema.shape.address,
  price: minorAmount,
  discount: minorAmount,
  couponCode: z.string().nullable(),
  note: z.string().nullable(),
  reason: z
    .string()
    .nullable()
    .meta({ description: `Why it was cancelled ('${NOT_CONFIRMED_REASON}': by the system, still pending when its time began)` }),
  timeline: z.array(
    z.object({
      status: bookingStatusSchema,
      at: isoDateTime,
      by: z.enum(ORDER_ACTORS),
      note: z.string().nullable(),
      rescheduledFrom: isoDateTime.nullable().meta({ description: 'Set on a reschedule: the former start' }),
    }),
  ),
  actions: z.array(z.enum(VENDOR_BOOKING_ACTION_NAMES)),
  settlement: settlementSchema.nullable().meta({ description: 'Once completed' }),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingListQuerySchema = paginationQuerySchema
  .extend({
    tab: z.enum(BOOKING_TAB_NAMES).optional(),
    status: bookingStatusSchema.optional(),
    from: instantSchema.optional().meta({ description: 'Starting at or after this instant' }),
    to: instantSchema.optional().meta({ description: 'Starting before this instant' }),
    searchQuery: z.string().trim().max(100).optional().meta({ description: "Booking number, or part of the customer's name or phone" }),
    order: z.enum(['asc', 'desc']).default('desc').meta({ description: 'By start time' }),
    storeId: idSchema.optional(),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    message: MESSAGES.dateRange,
    path: ['to'],
  });
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

export const bookingPageSchema = paginatedSchema(bookingSummarySchema).extend({
  counts: z.record(z.enum(BOOKING_TAB_NAMES), z.number().int()),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

export const bookingActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['confirm', 'start', 'complete', 'noShow']) }),
  z.object({ action: z.literal('cancel'), reason: reasonSchema }),
  z.object({ action: z.literal('reschedule'), date: dateOnlySchema, slotId: idSchema }),
]);
export type BookingActionBody = z.input<typeof bookingActionSchema>;

export const bookingIdParamsSchema = z.object({ id: idSchema });

export const bookingEventMessageSchema = z.object({
  storeId: z.string(),
  bookingId: z.string(),
  number: z.string(),
  status: bookingStatusSchema,
  placed: z.boolean(),
});
export type BookingEventMessage = z.infer<typeof bookingEventMessageSchema>;
