import { z } from 'zod';
import { WEEKDAYS } from '../constants.js';
import { dateOnlySchema, isoDateTime, minorAmount, optionalText, TIME_PATTERN } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { COUPON_LIMITS } from '../coupons/constants.js';
import { SCHEDULE_LIMITS as L } from './constants.js';
import { SCHEDULE_MESSAGES as M } from './messages.js';

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const slotStartSchema = z.string({ error: MESSAGES.invalidTime }).regex(TIME_PATTERN, MESSAGES.invalidTime);

/** A weekly bookable slot: every `weekday` at `start` (the store's wall clock), for `durationMinutes`, taking `capacity` bookings. */
export const scheduleSlotInputSchema = z.object({
  weekday: z.enum(WEEKDAYS),
  start: slotStartSchema,
  durationMinutes: wholeNumber(L.durationMin, L.durationMax, M.slotDurationRange),
  capacity: wholeNumber(1, L.capacityMax, M.slotCapacityRange),
});
export type ScheduleSlotInput = z.input<typeof scheduleSlotInputSchema>;

/** The whole weekly schedule of a store: its price per booking, notice, horizon and slots. */
export const scheduleBodySchema = z.object({
  price: wholeNumber(0, COUPON_LIMITS.amountMax, M.bookingPriceRange).meta({ description: 'Per booking, in paise' }),
  leadMinutes: wholeNumber(0, L.leadMinutesMax, M.leadTimeRange).meta({
    description: 'How long before its start a slot can still be booked',
  }),
  horizonDays: wholeNumber(L.horizonDaysMin, L.horizonDaysMax, M.horizonRange).meta({
    description: 'How many days ahead bookings are taken',
  }),
  slots: z
    .array(scheduleSlotInputSchema)
    .max(L.slotsMax, M.slotsRange)
    .refine((slots) => new Set(slots.map((slot) => `${slot.weekday} ${slot.start}`)).size === slots.length, M.slotTimeRepeated),
});
export type ScheduleBody = z.input<typeof scheduleBodySchema>;

export const closureBodySchema = z.object({ date: dateOnlySchema, reason: optionalText(L.closureReasonMax) });
export type ClosureBody = z.input<typeof closureBodySchema>;

export const scheduleSlotSchema = scheduleSlotInputSchema.extend({ _id: z.string() });
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;
export const closureSchema = z.object({ _id: z.string(), date: z.string(), reason: z.string().nullable() });
export type Closure = z.infer<typeof closureSchema>;

export const scheduleSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  serviceName: z.string(),
  timeZone: z.string(),
  price: minorAmount,
  leadMinutes: z.number().int(),
  horizonDays: z.number().int(),
  slots: z.array(scheduleSlotSchema),
  closures: z.array(closureSchema).meta({ description: 'Closed dates from today on' }),
});
export type Schedule = z.infer<typeof scheduleSchema>;

export const availabilityQuerySchema = z.object({
  from: dateOnlySchema.meta({ description: 'First day (YYYY-MM-DD, the store’s calendar)' }),
  days: z.coerce.number({ error: M.daysRange }).int(M.daysRange).min(1, M.daysRange).max(L.availabilityDaysMax, M.daysRange).default(7),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export const availableSlotSchema = z.object({
  slotId: z.string(),
  start: z.string(),
  durationMinutes: z.number().int(),
  startsAt: isoDateTime,
  capacity: z.number().int(),
  booked: z.number().int(),
  bookable: z.boolean().meta({ description: 'Free, not closed, within the notice and the horizon' }),
  free: z.boolean().meta({
    description: 'A place left, not closed, still to come: where the vendor may move a booking (past the notice and the horizon)',
  }),
});
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

export const availabilitySchema = z.object({
  timeZone: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      weekday: z.enum(WEEKDAYS),
      closedReason: z.string().nullable().meta({ description: 'Set when the store is closed that day (empty text: no reason given)' }),
      slots: z.array(availableSlotSchema),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;
