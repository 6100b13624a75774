import { z } from 'zod';
import { newPasswordSchema } from '../../auth/schemas.js';
import { LIMITS } from '../../constants.js';
import {
  booleanField,
  jsonList,
  optionalNumber,
  optionalText,
  pincodeSchema,
  requiredBirthDate,
  requiredEmail,
  requiredNumber,
  requiredPhone,
  requiredText,
} from '../../fields.js';
import { MESSAGES } from '../../messages.js';
import { keywordList } from './lists.js';
import { oneEntryPerDay, workingHourSchema } from './working-hours.js';

export const REGISTRATION_STEPS = ['basic', 'business', 'kyc', 'bank', 'meta'] as const;
export type RegistrationStep = 0 | 1 | 2 | 3 | 4;

export const personalStepSchema = z.object({
  personalName: requiredText(),
  personalEmail: requiredEmail,
  personalPhone: requiredPhone,
  altphone: requiredPhone,
  experiance: requiredNumber(0, 80, MESSAGES.experienceRange),
  dob: requiredBirthDate(18),
  email: requiredEmail,
  password: newPasswordSchema,
});

export const businessStepSchema = z.object({
  serviceId: requiredText(64),
  name: requiredText(),
  phone: requiredPhone,
  description: optionalText(LIMITS.descriptionMax),
  address: requiredText(500),
  latitude: requiredNumber(-90, 90, MESSAGES.latitudeRange),
  longitude: requiredNumber(-180, 180, MESSAGES.longitudeRange),
  countryId: requiredText(64),
  stateId: requiredText(64),
  cityId: requiredText(64),
  pincode: z.preprocess((value) => (typeof value === 'string' && !value.trim() ? undefined : value), pincodeSchema.optional()),
  deliveryCharge: optionalNumber(0, 100000, MESSAGES.deliveryChargeRange),
  deliveryPincode: jsonList(pincodeSchema).refine((list) => new Set(list).size === list.length, MESSAGES.pincodeDuplicate),
  shopOpenOrClose: booleanField(true),
  workingHours: jsonList(workingHourSchema).refine(oneEntryPerDay, MESSAGES.invalidRequest),
});

/**
 * Step 2 has no required field (spec §5): PAN and Aadhaar numbers, like the documents, may come
 * later (REQUIRED_DOCUMENTS, checked before approval). What is sent is still checked.
 */
export const kycStepSchema = z.object({
  pan_number: optionalText(20),
  aadhar_number: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '') || undefined : value === null ? undefined : value),
    z
      .string({ error: MESSAGES.aadharFormat })
      .regex(new RegExp(`^\\d{${LIMITS.aadharMaxLength}}$`), MESSAGES.aadharFormat)
      .optional(),
  ),
  gas_bill_number: optionalText(30),
  business_number: optionalText(30),
  gst_number: optionalText(20),
  otherrDocumentTitle: optionalText(100),
});

export const bankStepSchema = z.object({
  bankName: requiredText(),
  branchName: requiredText(),
  accountHolderName: requiredText(),
  accountNumber: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '') : value),
    z
      .string({ error: MESSAGES.fieldRequired })
      .min(1, MESSAGES.fieldRequired)
      .regex(/^\d{9,18}$/, MESSAGES.invalidAccountNumber),
  ),
  ifsCode: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z
      .string({ error: MESSAGES.fieldRequired })
      .min(1, MESSAGES.fieldRequired)
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, MESSAGES.invalidIfsc),
  ),
  upiId: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: MESSAGES.fieldRequired })
      .min(1, MESSAGES.fieldRequired)
      .regex(/^[\w.-]{2,64}@[A-Za-z][\w.-]{1,63}$/, MESSAGES.invalidUpi),
  ),
});

export const metaStepSchema = z.object({
  metaTitle: requiredText(LIMITS.metaTitleMax, MESSAGES.metaTitleTooLong),
  metaDescription: requiredText(LIMITS.metaDescriptionMax, MESSAGES.metaDescriptionTooLong),
  metakeywords: keywordList,
});

export const STEP_SCHEMAS = [personalStepSchema, businessStepSchema, kycStepSchema, bankStepSchema, metaStepSchema] as const;

/** Every text field of the registration, as the API reads the multipart body. */
export const registrationSchema = personalStepSchema
  .extend(businessStepSchema.shape)
  .extend(kycStepSchema.shape)
  .extend(bankStepSchema.shape)
  .extend(metaStepSchema.shape);
export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
