import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { LIMITS, UPLOAD_LIMITS } from '../constants.js';
import { defineEndpoints, type FilePart } from '../http/endpoint.js';
import { isRequiredDocument } from './registration/documents.js';
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
  // None is required at registration (spec §5); REQUIRED_DOCUMENTS are needed before approval.
  required: false,
  ...(isRequiredDocument(rule.name) && { description: 'Needed before the store can be approved (may be uploaded later).' }),
}));

const registerStore = {
  method: 'POST',
  path: '/RegisterStore',
  access: 'public',
  summary: 'Register a vendor account and its store (multipart/form-data, no token)',
  description:
    'Creates the vendor account and the store with status pending. 400 {code, message, errors} lists every field error ' +
    "(missing required fields: 'Please fill all required fields.'); 409 when the email has an account; " +
    'KYC numbers and documents are optional here (spec §5): the store records the missing ones (REQUIRED_DOCUMENTS) ' +
    'and cannot be approved before they are uploaded; ' +
    '413 when the body has too many parts; 415 when the body is not multipart.',
  multipart: {
    fields: registrationFields,
    files: registrationFiles,
    maxTotalBytes: UPLOAD_LIMITS.registrationBytes,
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

/**
 * The store registration (spec §5): in the stores group (ids `stores.registerStore`, …) but a module
 * of its own, so that the registration's schemas, built as this module loads, stay out of the
 * signed-in pages, which load the rest of the group before their first paint.
 */
export const registrationEndpoints = defineEndpoints('stores', 'stores', {
  registerStore,
  /** The same call under the spec's catalogue name. */
  registerStoreAlias: { ...registerStore, path: '/vendor/auth/register_store', summary: `${registerStore.summary} (alias)` },
});
