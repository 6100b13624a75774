import { z } from 'zod';
import { LIMITS, STORE_STATUSES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { sessionUserSchema } from '../auth/schemas.js';
import { namedItemSchema, serviceSchema } from '../lookups/schemas.js';
import { DOCUMENTS_STATUSES, KYC_DOCUMENT_NAMES, REQUIRED_DOCUMENTS } from './registration/documents.js';
import { oneEntryPerDay, workingHourSchema } from './registration/working-hours.js';

export const storeSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  status: z.enum(STORE_STATUSES),
  statusReason: z.string().nullable(),
  service: serviceSchema,
  country: namedItemSchema,
  state: namedItemSchema,
  city: namedItemSchema,
  logo: z.string().nullable(),
  bannerImage: z.string().nullable(),
  shopOpenOrClose: z.boolean(),
  /** Busy mode: new orders paused until this time (ISO 8601); null when not paused (or the pause is over). */
  pausedUntil: z.string().nullable(),
  /** Now is within its opening hours (where the marketplace is; true without hours): outside them customers cannot order. */
  withinHours: z.boolean(),
  /** Open days only, in week order. */
  workingHours: z.array(workingHourSchema),
  /** 'missing' while a document of REQUIRED_DOCUMENTS is not uploaded (the store cannot be approved). */
  documentsStatus: z.enum(DOCUMENTS_STATUSES),
  missingDocuments: z.array(z.enum(REQUIRED_DOCUMENTS)),
  createdAt: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const vendorProfileResponseSchema = z.object({
  vendor: sessionUserSchema.extend({
    personalEmail: z.string().nullable(),
    altphone: z.string().nullable(),
    experiance: z.number().nullable(),
    dob: z.string().nullable(),
    /** Signing in also asks for a code sent by e-mail (profile's updateTwoStep). */
    twoStepSignIn: z.boolean(),
  }),
  stores: z.array(storeSummarySchema),
  currency: z.string().meta({ description: "The marketplace's currency (ISO 4217): every amount is in its minor units" }),
});
export type VendorProfileResponse = z.infer<typeof vendorProfileResponseSchema>;

/** Everything the vendor registered for a store that is safe to show back (numbers masked, no files served). */
export const storeDetailSchema = storeSummarySchema.extend({
  description: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  pincode: z.string().nullable(),
  deliveryCharge: z.number().nullable(),
  deliveryPincodes: z.array(z.string()),
  businessImages: z.array(z.string()),
  meta: z.object({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
  bank: z
    .object({
      bankName: z.string(),
      branchName: z.string(),
      accountHolderName: z.string(),
      /** Only the last four digits, e.g. '••••7890'. */
      accountNumberMasked: z.string(),
      ifsCode: z.string(),
    })
    .nullable(),
  /** The KYC checklist in form order: each item present or not, and whether approval needs it. */
  documents: z.array(
    z.object({
      name: z.enum(KYC_DOCUMENT_NAMES),
      kind: z.enum(['file', 'number']),
      required: z.boolean(),
      present: z.boolean(),
    }),
  ),
  updatedAt: z.string(),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;
export const storeDetailResponseSchema = z.object({ store: storeDetailSchema });
export type StoreDetailResponse = z.infer<typeof storeDetailResponseSchema>;

/** Masks all but the last four characters of an account number (or other identifier). */
export function maskNumber(value: string): string {
  return `${'•'.repeat(4)}${value.slice(-4)}`;
}

export const storeIdParamsSchema = z.object({ storeId: z.uuid() });
export const storeReviewParamsSchema = z.object({ id: z.uuid() });
export const storeRejectBodySchema = z.object({ reason: z.string().trim().min(1, MESSAGES.fieldRequired).max(LIMITS.descriptionMax) });
export const storeReviewResponseSchema = z.object({
  message: z.string(),
  store: z.object({
    _id: z.string(),
    status: z.enum(STORE_STATUSES),
    statusReason: z.string().nullable(),
    documentsStatus: z.enum(DOCUMENTS_STATUSES),
    missingDocuments: z.array(z.enum(REQUIRED_DOCUMENTS)),
  }),
});
export type StoreReviewResponse = z.infer<typeof storeReviewResponseSchema>;

/** Busy mode's choices, in minutes. */
export const STORE_PAUSE_MINUTES = [15, 30, 60] as const;

/** Open for orders, closed, or open but pausing new orders for a while (busy mode). */
export const storeAvailabilityBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('open') }),
  z.object({ action: z.literal('close') }),
  z.object({ action: z.literal('pause'), minutes: z.union(STORE_PAUSE_MINUTES.map((minutes) => z.literal(minutes))) }),
]);
export type StoreAvailabilityBody = z.infer<typeof storeAvailabilityBodySchema>;

/** A store's opening hours: its open days (none: open whenever it is switched on). Wall-clock times where the marketplace is. */
export const workingHoursBodySchema = z.object({
  workingHours: z.array(workingHourSchema).max(7, MESSAGES.invalidRequest).refine(oneEntryPerDay, MESSAGES.invalidRequest),
});
export type WorkingHoursBody = z.input<typeof workingHoursBodySchema>;

export const storeAvailabilityResponseSchema = z.object({
  message: z.string(),
  storeId: z.string(),
  shopOpenOrClose: z.boolean(),
  pausedUntil: z.string().nullable(),
});
