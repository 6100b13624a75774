import {
  apiErrorSchema,
  messageResponseSchema,
  REGISTRATION_FILE_FIELDS,
  registrationSchema,
  vendorProfileResponseSchema,
} from '@dhub/contract';
import { z } from 'zod';

/** How some text fields are encoded in the multipart body (spec §7). */
const ENCODINGS: Record<string, string> = {
  deliveryPincode: 'JSON array of pincodes, e.g. ["560038","560008"]',
  workingHours: 'JSON array of {day, fromTime "HH:mm", toTime "HH:mm", isOpen: true}, open days only',
  metakeywords: 'comma-joined keywords',
  shopOpenOrClose: "'true' or 'false' (default true)",
  dob: 'YYYY-MM-DD, at least 18 years ago',
};

const binary = () => z.string().meta({ format: 'binary' });

/**
 * The multipart body, for the OpenAPI document only (the handler streams the parts and
 * validates them with the contract's validateRegistration). Derived from the contract:
 * a text field is optional when the contract accepts it missing.
 */
function registrationBodyDoc() {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, fieldSchema] of Object.entries(registrationSchema.shape)) {
    const encoding = ENCODINGS[name];
    const text = encoding ? z.string().meta({ description: encoding }) : z.string();
    shape[name] = (fieldSchema as z.ZodType).safeParse(undefined).success ? text.optional() : text;
  }
  for (const rule of REGISTRATION_FILE_FIELDS) {
    const description =
      `${rule.kind === 'image' ? 'JPG, JPEG or PNG' : 'JPG, JPEG, PNG or PDF'}, at most 5 MB` +
      (rule.maxCount > 1 ? `; repeat the field, at most ${rule.maxCount}` : '');
    const file = rule.maxCount > 1 ? z.array(binary()).max(rule.maxCount) : binary();
    shape[rule.name] = (rule.required ? file : file.optional()).meta({ description });
  }
  return z.object(shape);
}

export const registerStoreSchema = {
  tags: ['stores'],
  summary: 'Register a vendor account and its store (multipart/form-data, no token)',
  description:
    'Creates the vendor account and the store with status pending. 400 {message, errors} lists every field error ' +
    "(missing required fields: 'Please fill all required fields in this step.'); 409 when the email has an account; " +
    '413 when the body has too many parts; 415 when the body is not multipart.',
  consumes: ['multipart/form-data'],
  body: registrationBodyDoc(),
  response: {
    201: messageResponseSchema,
    400: apiErrorSchema,
    409: apiErrorSchema,
    413: apiErrorSchema,
    415: apiErrorSchema,
  },
};

export const vendorProfileSchema = {
  tags: ['stores'],
  summary: 'The signed-in vendor and their stores (with approval status)',
  security: [{ bearerAuth: [] }],
  response: { 200: vendorProfileResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
};
