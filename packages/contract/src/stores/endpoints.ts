import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { LIMITS } from '../constants.js';
import { defineEndpoints, type FilePart } from '../http/endpoint.js';
import { vendorProfileResponseSchema } from './profile.js';
import { allowedExtensions, REGISTRATION_FILE_FIELDS, registrationSchema } from './registration/index.js';

/** The registration's text parts, as they travel: strings (the server parses them with registrationSchema). */
const registrationFields = z.object(
  Object.fromEntries(
    Object.entries(registrationSchema.shape).map(([name, schema]) => [
      name,
      (schema as z.ZodType).safeParse(undefined).success ? z.string().optional() : z.string(),
    ]),
  ),
);

const registrationFiles: FilePart[] = REGISTRATION_FILE_FIELDS.map((rule) => ({
  name: rule.name,
  extensions: allowedExtensions(rule.kind),
  maxCount: rule.maxCount,
  maxBytes: LIMITS.fileMaxBytes,
  required: rule.required,
}));

const registerStore = {
  method: 'POST',
  path: '/RegisterStore',
  access: 'public',
  summary: 'Register a vendor account and its store (multipart/form-data, no token)',
  description:
    'Creates the vendor account and the store with status pending. 400 {code, message, errors} lists every field error ' +
    "(missing required fields: 'Please fill all required fields in this step.'); 409 when the email has an account; " +
    '413 when the body has too many parts; 415 when the body is not multipart.',
  multipart: {
    fields: registrationFields,
    files: registrationFiles,
    encodings: {
      deliveryPincode: 'JSON array of pincodes, e.g. ["560038","560008"]',
      workingHours: 'JSON array of {day, fromTime "HH:mm", toTime "HH:mm", isOpen: true}, open days only',
      metakeywords: 'comma-joined keywords',
      shopOpenOrClose: "'true' or 'false' (default true)",
      dob: 'YYYY-MM-DD, at least 18 years ago',
    },
  },
  status: 201,
  response: messageResponseSchema,
  errors: { 409: ['emailTaken'], 429: ['tooManyRegistrations'], 413: ['payloadTooLarge', 'fileTooLarge'], 415: ['invalidRequest'] },
} as const;

export const storeEndpoints = defineEndpoints('stores', 'stores', {
  registerStore,
  /** The same call under the spec's catalogue name. */
  registerStoreAlias: { ...registerStore, path: '/vendor/auth/register_store', summary: `${registerStore.summary} (alias)` },
  vendorProfile: {
    method: 'GET',
    path: '/vendor/auth/vendorgetprofile',
    access: 'vendor',
    summary: 'The signed-in vendor and their stores (with approval status)',
    response: vendorProfileResponseSchema,
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

export const systemEndpoints = defineEndpoints('system', 'system', {
  ping: {
    method: 'GET',
    path: '/ping',
    access: 'public',
    summary: 'Trivial JSON answer: the benchmark baseline',
    response: z.object({ message: z.literal('pong') }),
  },
});
