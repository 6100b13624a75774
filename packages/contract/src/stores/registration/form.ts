import { FILE_FIELD_BY_NAME } from './files.js';
import type { z } from 'zod';
import { STEP_SCHEMAS } from './steps.js';
import { stepOfField } from './validation.js';
import { emptyWorkingHours, toWorkingHoursPayload, type WorkingHoursForm } from './working-hours.js';

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
 * Whether a registration field must be filled (its step schema rejects a blank value; no file is,
 * spec §5). The wizard marks these with an asterisk, so the labels always agree with the checks.
 */
export function isRequiredRegistrationField(field: string): boolean {
  if (FILE_FIELD_BY_NAME.has(field)) return false;
  const step = stepOfField(field);
  if (step === undefined) return false;
  const shape = STEP_SCHEMAS[step].shape as Record<string, z.ZodType>;
  return !shape[field]!.safeParse('').success && !shape[field]!.safeParse(undefined).success;
}
