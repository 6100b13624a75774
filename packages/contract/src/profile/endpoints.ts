import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { LIMITS, UPLOAD_LIMITS } from '../constants.js';
import { defineEndpoints, type FilePart } from '../http/endpoint.js';
import { allowedExtensions, FILE_FIELD_BY_NAME } from '../stores/registration/files.js';
import { isRequiredDocument } from '../stores/registration/documents.js';
import { KYC_FILE_DOCUMENTS } from './constants.js';
import {
  bankDetailsSchema,
  documentFileParamsSchema,
  operatorDocumentFileParamsSchema,
  operatorDocumentParamsSchema,
  operatorDocumentsSchema,
  operatorStoreParamsSchema,
  profileStoreQuerySchema,
  rejectBankBodySchema,
  rejectDocumentBodySchema,
  verifyBankBodySchema,
  verifyDocumentBodySchema,
  storeDocumentsSchema,
  updateBankBodySchema,
  updateDocumentsFieldsSchema,
  updateDocumentsResponseSchema,
  updateProfileFieldsSchema,
  updateStoreFieldsSchema,
  updateTwoStepBodySchema,
  updateTwoStepResponseSchema,
} from './schemas.js';

/** A registration file field as an upload of these forms (the registration's types, count and size). */
function filePart(name: string, description: string): FilePart {
  const rule = FILE_FIELD_BY_NAME.get(name)!;
  return {
    name,
    extensions: allowedExtensions(rule.kind),
    maxCount: rule.maxCount,
    maxBytes: LIMITS.fileMaxBytes,
    required: false,
    description,
  };
}

const DOCUMENT_FILES = KYC_FILE_DOCUMENTS.map((name) =>
  filePart(name, isRequiredDocument(name) ? 'Replaces the kept one; needed before approval' : 'Replaces the kept one'),
);

const LIST_ENCODINGS = {
  deliveryPincode: 'JSON array of pincodes, e.g. ["560038","560008"]',
  workingHours: 'JSON array of {day, fromTime "HH:mm", toTime "HH:mm", isOpen: true}, open days only',
  metakeywords: 'comma-joined keywords',
  removeBusinessImages: 'JSON array of business image URLs (as the store detail lists them) to remove',
};

const STORE = { 404: ['notFound'], 403: ['storeNotActive'] } as const;
const documentsSaved = updateDocumentsResponseSchema;
const profileUser = messageResponseSchema.extend({
  user: z.object({ name: z.string(), phone: z.string().nullable(), image: z.string().nullable() }),
});

/** The vendor's own profile, its stores' details, KYC documents and bank accounts (the spec's auth paths). */
export const profileEndpoints = defineEndpoints('profile', 'profile', {
  updateProfile: {
    method: 'POST',
    path: '/vendor/auth/updateprofile',
    access: 'vendor',
    summary: "The vendor's own details and profile photo (the registration's rules); the sign-in email stays",
    multipart: {
      fields: updateProfileFieldsSchema,
      files: [filePart('image', 'Replaces the profile photo')],
      maxTotalBytes: LIMITS.fileMaxBytes + 1024 * 1024,
      encodings: { dob: 'YYYY-MM-DD, at least 18 years ago' },
    },
    response: profileUser,
    errors: { 400: ['fileContentMismatch'] },
  },
  updateStore: {
    method: 'POST',
    path: '/vendor/auth/updatestore',
    access: 'vendor',
    summary: "A store's details, hours, delivery pincodes, meta data and pictures (the registration's rules)",
    description:
      'The whole set of details each time (a required one left out is refused). Business images: the kept ones less ' +
      '`removeBusinessImages` plus the ones sent, at most 5. A new logo is a KYC document: it goes to review like the ' +
      'others (update-provider-documents). A suspended store answers 403.',
    multipart: {
      fields: updateStoreFieldsSchema,
      files: [
        filePart('logo', 'Replaces the logo (a document: reviewed again)'),
        filePart('banner_image', 'Replaces the banner'),
        filePart('business_images', 'Added to the kept ones'),
      ],
      maxTotalBytes: UPLOAD_LIMITS.registrationBytes,
      encodings: LIST_ENCODINGS,
    },
    response: messageResponseSchema.extend({ storeId: z.string(), returnedToReview: z.boolean() }),
    errors: { ...STORE, 400: ['fileContentMismatch', 'unknownLocation', 'businessImageUnknown'] },
  },
  documents: {
    method: 'GET',
    path: '/service-provider/auth/provider-documents',
    access: 'vendor',
    summary: "A store's KYC documents, each with its review status and the operator's reason when rejected",
    description: 'Numbers are masked to their last four characters. Another vendor’s store answers 404.',
    query: profileStoreQuerySchema,
    response: storeDocumentsSchema,
    errors: { 404: ['notFound'] },
  },
  documentFile: {
    method: 'GET',
    path: '/service-provider/auth/provider-documents/:storeId/:document',
    access: 'vendor',
    summary: 'A KYC document file of one of the vendor’s stores (never cached, never public)',
    params: documentFileParamsSchema,
    response: z.string().meta({ format: 'binary' }),
    produces: 'application/octet-stream',
    errors: { 404: ['notFound', 'documentNotProvided'] },
  },
  updateDocuments: {
    method: 'POST',
    path: '/service-provider/auth/update-provider-documents',
    access: 'vendor',
    summary: 'Upload or replace KYC documents and numbers: each one sent goes (back) to review',
    description:
      'A document sent is submitted again, whatever its status; a required one of an approved or rejected store sends ' +
      'the store back to review (pending). Blank numbers are left as they are; 400 nothingToSend when nothing is sent.',
    multipart: { fields: updateDocumentsFieldsSchema, files: DOCUMENT_FILES, maxTotalBytes: UPLOAD_LIMITS.registrationBytes },
    response: documentsSaved,
    errors: { ...STORE, 400: ['fileContentMismatch', 'nothingToSend'] },
  },
  bank: {
    method: 'GET',
    path: '/service-provider/auth/provider-bank',
    access: 'vendor',
    summary: "A store's bank account (the number masked) and its verification",
    query: profileStoreQuerySchema,
    response: bankDetailsSchema,
    errors: { 404: ['notFound'] },
  },
  updateBank: {
    method: 'POST',
    path: '/service-provider/auth/update-provider-bank',
    access: 'vendor',
    summary: "Replace a store's bank account, confirmed by the current password; it waits for verification again",
    description:
      'Payouts go only to a verified account. 400 bankPasswordWrong (on currentPassword) when the password is not right; ' +
      '429 past BANK_CHANGE_RATE_LIMIT changes an hour.',
    body: updateBankBodySchema,
    response: messageResponseSchema.extend({ bank: bankDetailsSchema }),
    errors: { ...STORE, 400: ['bankPasswordWrong'], 429: ['tooManyRequests'] },
  },
  updateTwoStep: {
    method: 'POST',
    path: '/vendor/auth/two-step-sign-in',
    access: 'vendor',
    summary: 'Turn two-step sign-in (a code by e-mail after the password) on or off, confirmed by the current password',
    description:
      '400 twoStepPasswordWrong (on currentPassword) when the password is not right; 429 past TWO_STEP_CHANGE_RATE_LIMIT ' +
      'changes an hour. vendorgetprofile says whether it is on (`vendor.twoStepSignIn`).',
    body: updateTwoStepBodySchema,
    response: updateTwoStepResponseSchema,
    errors: { 400: ['twoStepPasswordWrong'], 429: ['tooManyRequests'] },
  },
});

const REVIEW_ERRORS = { 404: ['notFound', 'documentNotProvided'], 409: ['reviewOutdated'] } as const;
const reviewedDocuments = messageResponseSchema.extend({ store: operatorDocumentsSchema });
const reviewedBank = messageResponseSchema.extend({ bank: bankDetailsSchema });

/** The operator's review of stores' documents and bank accounts (admin token). */
export const profileOperatorEndpoints = defineEndpoints('profile.operator', 'profile: operator', {
  documents: {
    method: 'GET',
    path: '/admin/stores/:id/documents',
    access: 'admin',
    summary: "A store's KYC documents with their numbers in full and review status",
    params: operatorStoreParamsSchema,
    response: operatorDocumentsSchema,
    errors: { 404: ['notFound'] },
  },
  documentFile: {
    method: 'GET',
    path: '/admin/stores/:id/documents/:document',
    access: 'admin',
    summary: 'A KYC document file of a store, to check it',
    params: operatorDocumentFileParamsSchema,
    response: z.string().meta({ format: 'binary' }),
    produces: 'application/octet-stream',
    errors: REVIEW_ERRORS,
  },
  verifyDocument: {
    method: 'POST',
    path: '/admin/stores/:id/documents/:document/verify',
    access: 'admin',
    summary: 'Verify a document the store has provided (the vendor is notified)',
    params: operatorDocumentParamsSchema,
    body: verifyDocumentBodySchema,
    response: reviewedDocuments,
    errors: REVIEW_ERRORS,
  },
  rejectDocument: {
    method: 'POST',
    path: '/admin/stores/:id/documents/:document/reject',
    access: 'admin',
    summary: 'Reject a document with a reason the vendor reads; they replace it',
    params: operatorDocumentParamsSchema,
    body: rejectDocumentBodySchema,
    response: reviewedDocuments,
    errors: REVIEW_ERRORS,
  },
  verifyBank: {
    method: 'POST',
    path: '/admin/stores/:id/bank/verify',
    access: 'admin',
    summary: "Verify a store's bank account: payouts can go to it",
    params: operatorStoreParamsSchema,
    body: verifyBankBodySchema,
    response: reviewedBank,
    errors: { 404: ['notFound', 'bankNotProvided'], 409: ['reviewOutdated'] },
  },
  rejectBank: {
    method: 'POST',
    path: '/admin/stores/:id/bank/reject',
    access: 'admin',
    summary: "Reject a store's bank account with a reason the vendor reads",
    params: operatorStoreParamsSchema,
    body: rejectBankBodySchema,
    response: reviewedBank,
    errors: { 404: ['notFound', 'bankNotProvided'], 409: ['reviewOutdated'] },
  },
});
