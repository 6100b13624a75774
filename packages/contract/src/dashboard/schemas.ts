import { z } from 'zod';
import { idSchema } from '../common.js';
import { instantSchema, isoDateTime, minorAmount } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { ORDER_STATUSES } from '../orders/constants.js';
import { DASHBOARD_LIMITS, dashboardPeriodOf, isDashboardSpanTooLong } from './constants.js';
import { DASHBOARD_MESSAGES as M } from './messages.js';

const count = z.number().int().min(0);

export const dashboardQuerySchema = z
  .object({
    storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: all of them" }),
    from: instantSchema
      .optional()
      .meta({ description: `The period's start (ISO 8601); default: ${DASHBOARD_LIMITS.defaultDays} days before \`to\`` }),
    to: instantSchema.optional().meta({ description: "The period's end, exclusive (ISO 8601); default: now" }),
  })
  .superRefine((query, context) => {
    const period = dashboardPeriodOf(query);
    if (period.from.getTime() >= period.to.getTime()) context.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.dateRange });
    else if (isDashboardSpanTooLong(period)) context.addIssue({ code: 'custom', path: ['to'], message: M.dashboardSpanTooLong });
  });
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const dashboardKpisSchema = z.object({
  orders: count.meta({ description: 'Orders placed in the period, whatever their state now' }),
  delivered: count.meta({ description: 'Orders delivered (settled) in the period' }),
  revenue: minorAmount.meta({ description: 'The gross of the sales settled in the period: delivered orders and completed bookings' }),
  averageOrderValue: minorAmount.meta({
    description: 'The gross of the orders delivered in the period ÷ their number, rounded; 0 when none',
  }),
  rating: z.object({
    average: z.number().nullable().meta({ description: 'Of the reviews written in the period, to one decimal; null when none' }),
    count: count,
  }),
  walletAvailable: minorAmount.meta({ description: "The stores' available balances now, summed" }),
  walletPending: minorAmount.meta({ description: "The stores' pending earnings now, summed" }),
  pendingPayouts: z
    .object({ count: count, amount: minorAmount })
    .meta({ description: 'Payouts requested and not paid or rejected yet (pending or approved), now' }),
  pendingRequests: count.meta({ description: 'Product and category requests of the stores still waiting for review, now' }),
  lowStockItems: count.meta({ description: "Items of the stores' lists low on stock or out of stock, now" }),
  newOrders: count.meta({ description: 'Orders waiting to be accepted (placed), now' }),
  bookingsToConfirm: count.meta({ description: 'Bookings waiting to be confirmed (pending), now' }),
});
export type DashboardKpis = z.infer<typeof dashboardKpisSchema>;

export const revenueDaySchema = z.object({
  date: z.string().meta({ description: 'YYYY-MM-DD, a day where the marketplace is (MARKETPLACE_TIME_ZONE)' }),
  revenue: minorAmount.meta({ description: 'The gross of the sales settled that day' }),
  orders: count.meta({ description: 'Orders placed that day' }),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const topItemSchema = z.object({
  itemId: z.string().nullable().meta({ description: 'null once the store removed the product from its list' }),
  name: z.string(),
  quantity: count,
  revenue: minorAmount.meta({ description: "The lines' totals (before the order's coupon)" }),
});
export type TopItem = z.infer<typeof topItemSchema>;

export const bookingHourSchema = z.object({
  weekday: z.number().int().min(0).max(6).meta({ description: '0 Monday … 6 Sunday' }),
  hour: z.number().int().min(0).max(23),
  count: count,
});
export type BookingHour = z.infer<typeof bookingHourSchema>;

/** The vendor's figures for a period (and a few "now" counts), over one store or all of them. */
export const dashboardSummarySchema = z.object({
  from: isoDateTime.meta({ description: "The period's start" }),
  to: isoDateTime.meta({ description: "The period's end (exclusive)" }),
  timeZone: z.string().meta({ description: 'Where the days and hours of the series are counted' }),
  currency: z.string().meta({ description: 'ISO 4217 code of every amount' }),
  kpis: dashboardKpisSchema,
  revenueByDay: z.array(revenueDaySchema).meta({ description: 'Every day of the period, oldest first, zeros included' }),
  ordersByStatus: z
    .array(z.object({ status: z.enum(ORDER_STATUSES), count: count }))
    .meta({ description: 'Orders placed in the period by their state now: every state, in the order states follow' }),
  topItems: z
    .array(topItemSchema)
    .meta({ description: `The ${DASHBOARD_LIMITS.topItems} products that brought the most, from the orders delivered in the period` }),
  bookingsByWeekdayHour: z.array(bookingHourSchema).meta({
    description: 'Bookings starting in the period (any state) by weekday and hour where the marketplace is; empty cells left out',
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
