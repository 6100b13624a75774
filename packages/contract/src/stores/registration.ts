import { z } from 'zod';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, LIMITS, WEEKDAYS, type Weekday } from '../constants.js';
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
  TIME_PATTERN,
} from '../fields.js';
import { newPasswordSchema } from '../auth/schemas.js';
import { MESSAGES } from '../messages.js';

// ---------------------------------------------------------------- working hours

export const workingHourSchema = z.object({
  day: z.enum(WEEKDAYS),
  fromTime: z.string().regex(TIME_PATTERN, MESSAGES.invalidTime),
  toTime: z.string().regex(TIME_PATTERN, MESSAGES.invalidTime),
  isOpen: z.literal(true),
});
export type WorkingHour = z.infer<typeof workingHourSchema>;

export interface DayHours {
  isOpen: boolean;
  fromTime: string;
  toTime: string;
}
export type WorkingHoursForm = Record<Weekday, DayHours>;

export function emptyWorkingHours(): WorkingHoursForm {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, { isOpen: false, fromTime: '', toTime: '' }])) as WorkingHoursForm;
}

/** Turning a day off clears its times (spec §4). */
export function setDayOpen(hours: WorkingHoursForm, day: Weekday, isOpen: boolean): WorkingHoursForm {
  return { ...hours, [day]: isOpen ? { ...hours[day], isOpen } : { isOpen: false, fromTime: '', toTime: '' } };
}

/** Only open days with both times are sent, each as {day, fromTime, toTime, isOpen:true} (spec §3). */
export function toWorkingHoursPayload(hours: WorkingHoursForm): WorkingHour[] {
  return WEEKDAYS.filter((day) => hours[day].isOpen && hours[day].fromTime && hours[day].toTime).map((day) => ({
    day,
    fromTime: hours[day].fromTime,
    toTime: hours[day].toTime,
    isOpen: true as const,
  }));
}

// ---------------------------------------------------------------- pincodes and keywords

export type ListEditResult = { ok: true; list: string[] } | { ok: false; list: string[]; error: string };

/** Blank values are ignored, duplicates rejected (spec §5). */
export function addPincode(list: readonly string[], raw: string): ListEditResult {
  const value = raw.trim();
  if (!value) return { ok: true, list: [...list] };
  if (list.includes(value)) return { ok: false, list: [...list], error: MESSAGES.pincodeDuplicate };
  const parsed = pincodeSchema.safeParse(value);
  if (!parsed.success) return { ok: false, list: [...list], error: MESSAGES.invalidPincode };
  return { ok: true, list: [...list, value] };
}

/** Splits a typed or pasted comma list: each trimmed, blanks dropped (spec §5). */
export function splitKeywords(raw: string): string[] {
  return raw
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Adds keywords from raw input to the list, keeping the first of any repeat. */
export function addKeywords(list: readonly string[], raw: string): string[] {
  const next = [...list];
  for (const keyword of splitKeywords(raw)) if (!next.includes(keyword)) next.push(keyword);
  return next;
}

const keywordList = z.preprocess(
  (value) => (typeof value === 'string' ? splitKeywords(value) : (value ?? [])),
  z.array(z.string().trim().min(1).max(60, MESSAGES.tooLong)).max(50, MESSAGES.tooLong),
);

// ---------------------------------------------------------------- steps

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
  workingHours: jsonList(workingHourSchema).refine(
    (list) => new Set(list.map((entry) => entry.day)).size === list.length,
    MESSAGES.invalidRequest,
  ),
});

export const kycStepSchema = z.object({
  pan_number: requiredText(20),
  aadhar_number: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\s/g, '') : value),
    z
      .string({ error: MESSAGES.fieldRequired })
      .min(1, MESSAGES.fieldRequired)
      .regex(new RegExp(`^\\d{${LIMITS.aadharMaxLength}}$`), MESSAGES.aadharFormat),
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

// ---------------------------------------------------------------- files

export type FileKind = 'image' | 'document';
export interface FileFieldRule {
  name: string;
  step: RegistrationStep;
  kind: FileKind;
  required: boolean;
  maxCount: number;
}

/**
 * Spec §3 lists the files; §5 leaves step 2 unchecked although its labels say required.
 * Our choice (README "Choices"): what a marketplace needs to verify a seller is required
 * (logo, identity proof front, Aadhaar both sides); pictures that are displayed (profile
 * image, logo, banner, business images) take JPG/PNG only; documents also take PDF.
 */
export const REGISTRATION_FILE_FIELDS: readonly FileFieldRule[] = [
  { name: 'image', step: 0, kind: 'image', required: false, maxCount: 1 },
  { name: 'logo', step: 2, kind: 'image', required: true, maxCount: 1 },
  { name: 'banner_image', step: 2, kind: 'image', required: false, maxCount: 1 },
  { name: 'pan_card_front', step: 2, kind: 'document', required: true, maxCount: 1 },
  { name: 'pan_card_back', step: 2, kind: 'document', required: false, maxCount: 1 },
  { name: 'aadhar_card_front', step: 2, kind: 'document', required: true, maxCount: 1 },
  { name: 'aadhar_card_back', step: 2, kind: 'document', required: true, maxCount: 1 },
  { name: 'gas_bill', step: 2, kind: 'document', required: false, maxCount: 1 },
  { name: 'business_proof', step: 2, kind: 'document', required: false, maxCount: 1 },
  { name: 'gst_bill', step: 2, kind: 'document', required: false, maxCount: 1 },
  { name: 'bill_sample', step: 2, kind: 'document', required: false, maxCount: 1 },
  { name: 'business_images', step: 2, kind: 'image', required: false, maxCount: LIMITS.businessImagesMax },
  { name: 'otherrDocumentImage', step: 2, kind: 'document', required: false, maxCount: 1 },
];

export const FILE_FIELD_BY_NAME: ReadonlyMap<string, FileFieldRule> = new Map(REGISTRATION_FILE_FIELDS.map((rule) => [rule.name, rule]));

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function allowedExtensions(kind: FileKind): readonly string[] {
  return kind === 'image' ? IMAGE_EXTENSIONS : DOCUMENT_EXTENSIONS;
}

/** Extension and size check for one file; null when it is fine. */
export function checkFile(kind: FileKind, file: { name: string; size: number }): string | null {
  if (!allowedExtensions(kind).includes(fileExtension(file.name))) {
    return kind === 'image' ? MESSAGES.imagesOnly : MESSAGES.documentTypes;
  }
  if (file.size > LIMITS.fileMaxBytes) return MESSAGES.fileTooLarge;
  return null;
}

/** Business images: at most 5 in total, JPG/JPEG/PNG only (spec §5). */
export function checkBusinessImages(existingCount: number, added: readonly { name: string; size: number }[]): string | null {
  if (existingCount + added.length > LIMITS.businessImagesMax) return MESSAGES.maxBusinessImages;
  for (const file of added) {
    const error = checkFile('image', file);
    if (error) return error;
  }
  return null;
}

// ---------------------------------------------------------------- whole-step validation

export interface FileInfo {
  name: string;
  size: number;
}
export type FilesByField = Partial<Record<string, readonly FileInfo[]>>;

export interface ValidationResult {
  ok: boolean;
  /** The spec's step message when a required field is missing, else the first field error. */
  message: string | null;
  fieldErrors: Record<string, string>;
}

function fileErrors(step: RegistrationStep | null, files: FilesByField): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of REGISTRATION_FILE_FIELDS) {
    if (step !== null && rule.step !== step) continue;
    const list = files[rule.name] ?? [];
    if (rule.required && list.length === 0) errors[rule.name] = MESSAGES.fieldRequired;
    else if (rule.name === 'business_images') {
      const error = checkBusinessImages(0, list);
      if (error) errors[rule.name] = error;
    } else if (list.length > rule.maxCount) errors[rule.name] = MESSAGES.invalidRequest;
    else {
      const error = list.map((file) => checkFile(rule.kind, file)).find(Boolean);
      if (error) errors[rule.name] = error;
    }
  }
  for (const name of Object.keys(files)) {
    if (!FILE_FIELD_BY_NAME.has(name) && (files[name]?.length ?? 0) > 0) errors[name] = MESSAGES.invalidRequest;
  }
  return errors;
}

function summarize(fieldErrors: Record<string, string>): ValidationResult {
  const messages = Object.values(fieldErrors);
  if (messages.length === 0) return { ok: true, message: null, fieldErrors };
  const message = messages.includes(MESSAGES.fieldRequired) ? MESSAGES.fillRequiredFields : messages[0]!;
  return { ok: false, message, fieldErrors };
}

function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** What Next checks on one wizard step (spec §4/§5), text fields and files together. */
export function validateRegistrationStep(step: RegistrationStep, values: unknown, files: FilesByField): ValidationResult {
  return summarize({ ...schemaErrors(STEP_SCHEMAS[step], values), ...fileErrors(step, files) });
}

/** The server's check of a whole registration: every step at once. */
export function validateRegistration(values: unknown, files: FilesByField): ValidationResult {
  return summarize({ ...schemaErrors(registrationSchema, values), ...fileErrors(null, files) });
}

/** The step a field belongs to, so the wizard can jump to the first step with an error. */
export function stepOfField(field: string): RegistrationStep | undefined {
  const fileRule = FILE_FIELD_BY_NAME.get(field);
  if (fileRule) return fileRule.step;
  const index = STEP_SCHEMAS.findIndex((schema) => field in schema.shape);
  return index < 0 ? undefined : (index as RegistrationStep);
}

// ---------------------------------------------------------------- payload

export interface RegistrationFormValues {
  personalName: string;
  personalEmail: string;
  personalPhone: string;
  altphone: string;
  experiance: string;
  dob: string;
  email: string;
  password: string;
  serviceId: string;
  name: string;
  phone: string;
  description: string;
  address: string;
  latitude: string;
  longitude: string;
  countryId: string;
  stateId: string;
  cityId: string;
  pincode: string;
  deliveryCharge: string;
  deliveryPincode: string[];
  shopOpenOrClose: boolean;
  workingHours: WorkingHoursForm;
  pan_number: string;
  aadhar_number: string;
  gas_bill_number: string;
  business_number: string;
  gst_number: string;
  otherrDocumentTitle: string;
  bankName: string;
  branchName: string;
  accountHolderName: string;
  accountNumber: string;
  ifsCode: string;
  upiId: string;
  metaTitle: string;
  metaDescription: string;
  metakeywords: string[];
}

export function emptyRegistrationForm(): RegistrationFormValues {
  return {
    personalName: '',
    personalEmail: '',
    personalPhone: '',
    altphone: '',
    experiance: '',
    dob: '',
    email: '',
    password: '',
    serviceId: '',
    name: '',
    phone: '',
    description: '',
    address: '',
    latitude: '',
    longitude: '',
    countryId: '',
    stateId: '',
    cityId: '',
    pincode: '',
    deliveryCharge: '',
    deliveryPincode: [],
    shopOpenOrClose: true,
    workingHours: emptyWorkingHours(),
    pan_number: '',
    aadhar_number: '',
    gas_bill_number: '',
    business_number: '',
    gst_number: '',
    otherrDocumentTitle: '',
    bankName: '',
    branchName: '',
    accountHolderName: '',
    accountNumber: '',
    ifsCode: '',
    upiId: '',
    metaTitle: '',
    metaDescription: '',
    metakeywords: [],
  };
}

/** Form values as the validator reads them (working hours in payload shape). */
export function toValidationValues(values: RegistrationFormValues): Record<string, unknown> {
  return { ...values, workingHours: toWorkingHoursPayload(values.workingHours) };
}

/**
 * The text part of the RegisterStore multipart body (spec §7): deliveryPincode and
 * workingHours as JSON strings, metakeywords comma-joined, the rest as strings.
 */
export function toRegistrationTextFields(values: RegistrationFormValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'deliveryPincode') fields[key] = JSON.stringify(value);
    else if (key === 'workingHours') fields[key] = JSON.stringify(toWorkingHoursPayload(value as WorkingHoursForm));
    else if (key === 'metakeywords') fields[key] = (value as string[]).join(',');
    else fields[key] = String(value);
  }
  return fields;
}

// ---------------------------------------------------------------- labels

/**
 * Whether a registration field must be filled (text field: its step schema rejects a blank
 * value; file field: REGISTRATION_FILE_FIELDS says so). The wizard marks these with an
 * asterisk, so the labels always agree with the checks.
 */
export function isRequiredRegistrationField(field: string): boolean {
  const fileRule = FILE_FIELD_BY_NAME.get(field);
  if (fileRule) return fileRule.required;
  const step = stepOfField(field);
  if (step === undefined) return false;
  const shape = STEP_SCHEMAS[step].shape as Record<string, z.ZodType>;
  return !shape[field]!.safeParse('').success && !shape[field]!.safeParse(undefined).success;
}
