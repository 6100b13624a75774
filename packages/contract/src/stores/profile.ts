import { z } from 'zod';
import { STORE_STATUSES } from '../constants.js';
import { sessionUserSchema } from '../auth/schemas.js';
import { namedItemSchema, serviceSchema } from '../lookups/schemas.js';

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
  createdAt: z.string(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const vendorProfileResponseSchema = z.object({
  vendor: sessionUserSchema.extend({
    personalEmail: z.string().nullable(),
    altphone: z.string().nullable(),
    experiance: z.number().nullable(),
    dob: z.string().nullable(),
  }),
  stores: z.array(storeSummarySchema),
});
export type VendorProfileResponse = z.infer<typeof vendorProfileResponseSchema>;
