import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { defineEndpoints } from '../http/endpoint.js';
import {
  storeAvailabilityBodySchema,
  workingHoursBodySchema,
  storeAvailabilityResponseSchema,
  storeDetailResponseSchema,
  storeIdParamsSchema,
  storeRejectBodySchema,
  storeReviewParamsSchema,
  storeReviewResponseSchema,
  vendorProfileResponseSchema,
} from './profile.js';

/** A vendor's stores (the registration is registration-endpoints.ts). */
export const storeEndpoints = defineEndpoints('stores', 'stores', {
  vendorProfile: {
    method: 'GET',
    path: '/vendor/auth/vendorgetprofile',
    access: 'vendor',
    summary: 'The signed-in vendor and their stores (with approval status)',
    response: vendorProfileResponseSchema,
  },
  storeDetail: {
    method: 'GET',
    path: '/vendor/stores/:storeId',
    access: 'vendor',
    summary: "One of the vendor's stores with what was registered (bank account masked) and its documents checklist",
    description: "Any status (a rejected store shows its reason). Another vendor's store answers 404, like a missing one.",
    params: storeIdParamsSchema,
    response: storeDetailResponseSchema,
    errors: { 404: ['notFound'] },
  },
  workingHours: {
    method: 'PUT',
    path: '/vendor/stores/:storeId/working-hours',
    access: 'vendor',
    summary: "Replace a store's opening hours (its open days, each from and to a time)",
    description:
      'Customers can order only within them (the closing minute included; a closing time before the opening one runs past ' +
      'midnight); a store without hours is open whenever it is switched on. Bookings follow the schedule, not these hours.',
    params: storeIdParamsSchema,
    body: workingHoursBodySchema,
    response: messageResponseSchema.extend({ workingHours: workingHoursBodySchema.shape.workingHours }),
    errors: { 404: ['notFound'], 403: ['storeNotActive'] },
  },
  availability: {
    method: 'POST',
    path: '/vendor/stores/:storeId/availability',
    access: 'vendor',
    summary: 'Open the store, close it, or pause new orders for 15, 30 or 60 minutes (busy mode)',
    description:
      'Customers cannot order while the store is closed or paused; a pause ends by itself at pausedUntil (computed from the ' +
      "stored time on every instance). Another vendor's store answers 404; a suspended or rejected one 403.",
    params: storeIdParamsSchema,
    body: storeAvailabilityBodySchema,
    response: storeAvailabilityResponseSchema,
    errors: { 404: ['notFound'], 403: ['storeNotActive'] },
  },
  media: {
    method: 'GET',
    path: '/media/:storeId/:fileName',
    access: 'public',
    summary: "A store's public image (profile image, logo, banner, business images); KYC documents are never served",
    description: 'Answers the file with its sniffed content type, or 404 JSON {code, message}.',
    params: z.object({ storeId: z.uuid(), fileName: z.string().regex(/^[\w.-]{1,200}$/) }),
    response: z.string().meta({ format: 'binary' }),
    produces: 'image/*',
    errors: { 404: ['notFound'] },
  },
});

/** The operator's review of a registered store (admin token). */
export const storeOperatorEndpoints = defineEndpoints('stores.operator', 'stores: operator', {
  approveStore: {
    method: 'POST',
    path: '/admin/stores/approve/:id',
    access: 'admin',
    summary: 'Approve a pending or rejected store (admin token)',
    description:
      '409 documentsMissing while a document of REQUIRED_DOCUMENTS is missing, documentsNotVerified while one is not verified ' +
      '(profile operator endpoints); 409 storeNotReviewable when it is approved or suspended.',
    params: storeReviewParamsSchema,
    response: storeReviewResponseSchema,
    errors: { 404: ['notFound'], 409: ['documentsMissing', 'documentsNotVerified', 'storeNotReviewable'] },
  },
  rejectStore: {
    method: 'POST',
    path: '/admin/stores/reject/:id',
    access: 'admin',
    summary: 'Reject a pending store with a reason the vendor reads (admin token)',
    description: '409 storeNotReviewable when the store is not pending.',
    params: storeReviewParamsSchema,
    body: storeRejectBodySchema,
    response: storeReviewResponseSchema,
    errors: { 404: ['notFound'], 409: ['storeNotReviewable'] },
  },
});

export const systemEndpoints = defineEndpoints('system', 'system', {
  ping: {
    method: 'GET',
    path: '/ping',
    access: 'public',
    summary: 'Trivial JSON answer: the benchmark baseline',
    response: z.object({ message: z.literal('pong') }),
  },
});
