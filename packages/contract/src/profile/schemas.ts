import { z } from 'zod';
import { STORE_STATUSES } from '../constants.js';
import { typedPasswordSchema } from '../auth/schemas.js';
import { jsonList } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { storeRejectBodySchema } from '../stores/profile.js';
import { KYC_DOCUMENT_NAMES } from '../stores/registration/documents.js';
import { bankStepSchema, businessStepSchema, kycStepSchema, metaStepSchema, personalStepSchema } from '../stores/registration/steps.js';
import { BANK_ACCOUNT_STATUSES, DOCUMENT_REVIEW_STATUSES, KYC_FILE_DOCUMENTS } from './constants.js';

const storeId = z.uuid({ error: MESSAGES.invalidRequest });
const isoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });

/** The vendor's own details, with the registration's rules (the sign-in email and password are changed elsewhere). */
export const updateProfileFieldsSchema = personalStepSchema.pick({
  personalName: true,
  personalEmail: true,
  personalPhone: true,
  altphone: true,
  experiance: true,
  dob: true,
});
export type UpdateProfileFields = z.input<typeof updateProfileFieldsSchema>;

/**
 * A store's details as the vendor edits them, with the registration's business and meta rules. Its
 * service stays (its catalogue depends on it); open or closed is the availability switch's.
 */
export const updateStoreFieldsSchema = businessStepSchema
  .omit({ serviceId: true, shopOpenOrClose: true })
  .extend(metaStepSchema.shape)
  .extend({
    storeId,
    /** Business images to remove, by the URL the store's detail gives them. */
    removeBusinessImages: jsonList(z.string({ error: MESSAGES.invalidRequest }).max(300, MESSAGES.invalidRequest)).refine(
      (list) => list.length <= 20,
      MESSAGES.invalidRequest,
    ),
  });
export type UpdateStoreFields = z.input<typeof updateStoreFieldsSchema>;

/** KYC numbers sent with the documents (the registration's step 2 rules); a blank one is left as it is. */
export const updateDocumentsFieldsSchema = kycStepSchema.extend({ storeId });
export type UpdateDocumentsFields = z.input<typeof updateDocumentsFieldsSchema>;

/** A new bank account for a store (the registration's step 3 rules), confirmed by the vendor's current password. */
export const updateBankBodySchema = bankStepSchema.extend({
  storeId,
  currentPassword: typedPasswordSchema,
});
export type UpdateBankBody = z.input<typeof updateBankBodySchema>;

/** Two-step sign-in on or off, confirmed by the vendor's current password. */
export const updateTwoStepBodySchema = z.object({
  enabled: z.boolean({ error: MESSAGES.invalidRequest }),
  currentPassword: updateBankBodySchema.shape.currentPassword,
});
export type UpdateTwoStepBody = z.input<typeof updateTwoStepBodySchema>;

export const updateTwoStepResponseSchema = z.object({ message: z.string(), twoStepSignIn: z.boolean() });

export const profileStoreQuerySchema = z.object({ storeId });

/** One KYC document as its store's vendor sees it. */
export const storeDocumentSchema = z.object({
  name: z.enum(KYC_DOCUMENT_NAMES),
  kind: z.enum(['file', 'number']),
  /** Needed (and verified) before the store can be approved. */
  required: z.boolean(),
  status: z.enum(DOCUMENT_REVIEW_STATUSES),
  /** A number's last four characters ('••••1234'); a file's name as uploaded; null when missing. */
  value: z.string().nullable(),
  /** The operator's reason when rejected. */
  reason: z.string().nullable(),
  submittedAt: isoDateTime.nullable(),
  reviewedAt: isoDateTime.nullable(),
});
export type StoreDocument = z.infer<typeof storeDocumentSchema>;

export const storeDocumentsSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeStatus: z.enum(STORE_STATUSES),
  statusReason: z.string().nullable(),
  otherDocumentTitle: z.string().nullable(),
  documents: z.array(storeDocumentSchema),
});
export type StoreDocuments = z.infer<typeof storeDocumentsSchema>;

export const updateDocumentsResponseSchema = storeDocumentsSchema.extend({
  message: z.string(),
  /** The change sent the store back to review (storeStatusAfterDocumentChange). */
  returnedToReview: z.boolean(),
});
export type UpdateDocumentsResponse = z.infer<typeof updateDocumentsResponseSchema>;

/** The operator's view of a store's documents: the numbers in full, to check them. */
export const operatorDocumentsSchema = storeDocumentsSchema.extend({
  documents: z.array(storeDocumentSchema.extend({ number: z.string().nullable() })),
});

/** A store's bank account as its vendor sees it: the number masked, and its verification. */
export const bankDetailsSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  account: z
    .object({
      bankName: z.string(),
      branchName: z.string(),
      accountHolderName: z.string(),
      /** Only the last four digits, e.g. '••••7890'. */
      accountNumberMasked: z.string(),
      ifsCode: z.string(),
      upiId: z.string(),
    })
    .nullable(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  /** The operator's reason when rejected. */
  reason: z.string().nullable(),
  changedAt: isoDateTime.nullable(),
  reviewedAt: isoDateTime.nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const documentFileParamsSchema = z.object({ storeId, document: z.enum(KYC_FILE_DOCUMENTS) });
export const operatorStoreParamsSchema = z.object({ id: storeId });

/** What the operator reviewed: a change made since (a new account, a replaced file) is refused, 409 reviewOutdated. */
const reviewedBank = {
  changedAt: isoDateTime.nullable().optional().meta({ description: "The account's changedAt as the operator read it (recommended)" }),
};
const reviewedDocument = {
  submittedAt: isoDateTime.nullable().optional().meta({ description: "The document's submittedAt as the operator read it (recommended)" }),
};
export const verifyBankBodySchema = z.object(reviewedBank).nullish();
export const rejectBankBodySchema = storeRejectBodySchema.extend(reviewedBank);
export const verifyDocumentBodySchema = z.object(reviewedDocument).nullish();
export const rejectDocumentBodySchema = storeRejectBodySchema.extend(reviewedDocument);
export const operatorDocumentParamsSchema = z.object({ id: storeId, document: z.enum(KYC_DOCUMENT_NAMES) });
export const operatorDocumentFileParamsSchema = z.object({ id: storeId, document: z.enum(KYC_FILE_DOCUMENTS) });
