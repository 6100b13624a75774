import { messageResponseSchema } from '../common.js';
import { defineEndpoints } from '../http/endpoint.js';
import { storeIdParamsSchema } from '../stores/profile.js';
import { paginatedSchema } from '../catalogue/schemas/lists.js';
import { customerCancelSchema } from '../orders/schemas.js';
import { NOT_CONFIRMED_REASON } from './constants.js';
import { availabilityQuerySchema, availabilitySchema, closureBodySchema, scheduleBodySchema, scheduleSchema } from './schedule-schemas.js';
import {
  bookingActionSchema,
  bookingDetailSchema,
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingPageSchema,
  bookingSummarySchema,
  placeBookingSchema,
} from './schemas.js';

const BOOKING_ERRORS = { 404: ['bookingNotFound'], 409: ['bookingStatusChanged'] } as const;
const SLOT_ERRORS = ['slotNotFound', 'slotClosed', 'slotOutsideWindow', 'slotFull'] as const;
const EXPIRY =
  `A pending booking still unconfirmed when its time begins is cancelled by the system (reason '${NOT_CONFIRMED_REASON}') ` +
  'as soon as anything reads it.';

/** The vendor's service bookings (the spec's service-provider paths). */
export const bookingEndpoints = defineEndpoints('bookings', 'bookings', {
  list: {
    method: 'GET',
    path: '/service-provider/services-booking/getall',
    access: 'vendor',
    summary: "The bookings of the vendor's stores: a page, with the count of each tab",
    description: `${EXPIRY} Newest start first unless order=asc.`,
    query: bookingListQuerySchema,
    response: bookingPageSchema,
  },
  detail: {
    method: 'GET',
    path: '/service-provider/services-booking/getBookingById/:id',
    access: 'vendor',
    summary: 'One booking: customer, place, time, charges, payment, timeline and the actions allowed now',
    params: bookingIdParamsSchema,
    response: bookingDetailSchema,
    errors: { 404: ['bookingNotFound'] },
  },
  act: {
    method: 'POST',
    path: '/service-provider/services-booking/update-status/:id',
    access: 'vendor',
    summary: 'Confirm, start, complete, mark a no-show, cancel (with a reason) or reschedule to a free slot',
    description:
      'Only from the states the action allows (VENDOR_BOOKING_ACTIONS): otherwise 409 bookingStatusChanged, also when the customer ' +
      'or another screen changed it first. A no-show only once the slot has begun. Rescheduling takes a place in the new slot ' +
      '(never beyond its capacity under concurrent bookings) and frees the old one.',
    params: bookingIdParamsSchema,
    body: bookingActionSchema,
    response: bookingDetailSchema,
    errors: { ...BOOKING_ERRORS, 409: ['bookingStatusChanged', 'bookingNotStarted', ...SLOT_ERRORS] },
  },
});

/** A booking store's weekly schedule, closed dates and the calendar it makes (the spec's /create-schedule). */
export const scheduleEndpoints = defineEndpoints('schedule', 'schedule', {
  get: {
    method: 'GET',
    path: '/service-provider/schedule/:storeId',
    access: 'vendor',
    summary: "A booking store's schedule: price per booking, notice, horizon, weekly slots and closed dates to come",
    params: storeIdParamsSchema,
    response: scheduleSchema,
    errors: { 404: ['shopNotFound'], 409: ['notBookingStore'] },
  },
  save: {
    method: 'PUT',
    path: '/service-provider/schedule/:storeId',
    access: 'vendor',
    summary: 'Replace the schedule; bookings already made keep their time',
    params: storeIdParamsSchema,
    body: scheduleBodySchema,
    response: messageResponseSchema.extend({ schedule: scheduleSchema }),
    errors: { 404: ['shopNotFound'], 409: ['notBookingStore'] },
  },
  addClosure: {
    method: 'POST',
    path: '/service-provider/schedule/:storeId/closures',
    access: 'vendor',
    summary: 'Close a date (a holiday): no booking is taken that day',
    params: storeIdParamsSchema,
    body: closureBodySchema,
    status: 201,
    response: messageResponseSchema.extend({ schedule: scheduleSchema }),
    errors: { 404: ['shopNotFound'], 409: ['notBookingStore', 'closureExists'] },
  },
  removeClosure: {
    method: 'DELETE',
    path: '/service-provider/schedule/closures/:id',
    access: 'vendor',
    summary: 'Open a closed date again',
    params: bookingIdParamsSchema,
    response: messageResponseSchema.extend({ schedule: scheduleSchema }),
    errors: { 404: ['closureNotFound'] },
  },
  availability: {
    method: 'GET',
    path: '/service-provider/schedule/:storeId/availability',
    access: 'vendor',
    summary: 'The calendar: each day’s slots with their bookings and whether a customer can book them now',
    params: storeIdParamsSchema,
    query: availabilityQuerySchema,
    response: availabilitySchema,
    errors: { 404: ['shopNotFound'], 409: ['notBookingStore'] },
  },
});

/** The customer's side of bookings (what the marketplace's app calls). */
export const customerBookingEndpoints = defineEndpoints('customerBookings', 'customers', {
  slots: {
    method: 'GET',
    path: '/customer/stores/:storeId/slots',
    access: 'customer',
    summary: "A booking store's days and slots, with what is free",
    params: storeIdParamsSchema,
    query: availabilityQuerySchema,
    response: availabilitySchema,
    errors: { 404: ['shopNotFound'], 409: ['notBookingStore'] },
  },
  place: {
    method: 'POST',
    path: '/customer/bookings/place',
    access: 'customer',
    summary: 'Book a slot of a store’s schedule',
    description:
      'The store must take bookings now (approved, open, not paused); the slot must be in its schedule on that weekday, the date ' +
      'not closed, the start within the notice and the horizon, and a place free: capacity is never exceeded under concurrent ' +
      'bookings. A coupon follows the orders’ rules.',
    body: placeBookingSchema,
    status: 201,
    response: bookingDetailSchema,
    errors: {
      404: ['shopNotFound'],
      409: [
        'notBookingStore',
        'storeNotBookable',
        ...SLOT_ERRORS,
        'couponInvalid',
        'couponNotActive',
        'couponMinOrder',
        'couponUsedUp',
        'couponCustomerLimit',
      ],
    },
  },
  list: {
    method: 'GET',
    path: '/customer/bookings/getall',
    access: 'customer',
    summary: "The customer's bookings, latest start first",
    query: bookingListQuerySchema,
    response: paginatedSchema(bookingSummarySchema),
  },
  get: {
    method: 'GET',
    path: '/customer/bookings/getBookingById/:id',
    access: 'customer',
    summary: 'One of the customer’s bookings',
    params: bookingIdParamsSchema,
    response: bookingDetailSchema,
    errors: { 404: ['bookingNotFound'] },
  },
  cancel: {
    method: 'POST',
    path: '/customer/bookings/cancel/:id',
    access: 'customer',
    summary: 'Cancel a booking the store has not confirmed yet',
    params: bookingIdParamsSchema,
    body: customerCancelSchema,
    response: messageResponseSchema.extend({ booking: bookingDetailSchema }),
    errors: BOOKING_ERRORS,
  },
});
