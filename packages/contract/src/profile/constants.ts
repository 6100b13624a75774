import type { StoreStatus } from '../constants.js';
import { isRequiredDocument, KYC_DOCUMENTS, type KycDocument } from '../stores/registration/documents.js';
import { allowedExtensions, type FileKind } from '../stores/registration/files.js';

/**
 * Where one KYC document of a store stands: not given yet, waiting for the operator, accepted, or
 * refused with the operator's reason. A new or replaced document is `submitted` again.
 */
export const DOCUMENT_REVIEW_STATUSES = ['missing', 'submitted', 'verified', 'rejected'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

/** A store's bank account: waiting for the operator's check (a new or changed account), verified, or refused with a reason. */
export const BANK_ACCOUNT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

/** The KYC documents that are files (uploaded), in the form's order. */
export const KYC_FILE_DOCUMENTS = KYC_DOCUMENTS.filter((document) => document.kind === 'file').map((document) => document.name) as [
  KycDocument,
  ...KycDocument[],
];

/** The KYC documents that are numbers (typed), in the form's order. */
export const KYC_NUMBER_DOCUMENTS = KYC_DOCUMENTS.filter((document) => document.kind === 'number').map((document) => document.name) as [
  KycDocument,
  ...KycDocument[],
];

/** English names of the KYC documents, for what the server writes (notifications, e-mails); the web translates by name. */
export const KYC_DOCUMENT_LABELS: Readonly<Record<KycDocument, string>> = {
  logo: 'store logo',
  pan_number: 'PAN / driving licence number',
  pan_card_front: 'PAN / driving licence (front)',
  pan_card_back: 'PAN / driving licence (back)',
  aadhar_number: 'Aadhaar number',
  aadhar_card_front: 'Aadhaar card (front)',
  aadhar_card_back: 'Aadhaar card (back)',
  gas_bill_number: 'gas bill / passport number',
  gas_bill: 'gas bill / passport',
  business_number: 'business ID / labour licence number',
  business_proof: 'business ID proof / labour licence',
  gst_number: 'GST number',
  gst_bill: 'GST bill',
  bill_sample: 'bill sample',
  otherrDocumentImage: 'other document',
};

/**
 * A store's status once one of its documents is new or replaced: an approved or rejected store
 * whose required document (REQUIRED_DOCUMENTS) changed goes back to review (pending), since its
 * approval rests on that document; an optional document changes nothing, nor does any change to a
 * pending or suspended store.
 */
export function storeStatusAfterDocumentChange(status: StoreStatus, document: string): StoreStatus {
  return isRequiredDocument(document) && (status === 'approved' || status === 'rejected') ? 'pending' : status;
}

/** The status a vendor sees of one document: missing when not given, else its review (submitted when none yet). */
export function documentReviewStatusOf(
  present: boolean,
  review: Exclude<DocumentReviewStatus, 'missing'> | null | undefined,
): DocumentReviewStatus {
  return present ? (review ?? 'submitted') : 'missing';
}

/** Bank account changes (each checks the current password) per vendor and window: bounds password guessing. */
export const BANK_CHANGE_RATE_LIMIT = { perUser: 10, windowMinutes: 60 } as const;

/** Two-step sign-in switched on or off (each checks the current password) per vendor and window: bounds password guessing. */
export const TWO_STEP_CHANGE_RATE_LIMIT = { perUser: 10, windowMinutes: 60 } as const;

/** A file input's `accept` for a kind of registration file (pictures: JPG or PNG; documents: also PDF). */
export const fileAcceptOf = (kind: FileKind): string =>
  allowedExtensions(kind)
    .map((extension) => `.${extension}`)
    .join(',');
