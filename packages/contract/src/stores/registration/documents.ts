/**
 * The documents an operator needs to approve a store (README "Choices"): what a marketplace needs to
 * verify a seller. Spec §5 leaves step 2 unchecked, so none of them blocks the registration: the
 * server records what is missing, the store shows "documents missing" until they are uploaded, and
 * an operator cannot approve it before. The one rule for the API, the wizard and the store pages.
 */
export const REQUIRED_DOCUMENTS = [
  'logo',
  'pan_number',
  'pan_card_front',
  'aadhar_number',
  'aadhar_card_front',
  'aadhar_card_back',
] as const;
export type RequiredDocument = (typeof REQUIRED_DOCUMENTS)[number];

/**
 * Every KYC item of a store, in the order of the form (step 2): the required ones and the optional
 * documents. `kind` says whether it is a file field or a text number. The store page's checklist.
 */
export const KYC_DOCUMENTS = [
  { name: 'logo', kind: 'file' },
  { name: 'pan_number', kind: 'number' },
  { name: 'pan_card_front', kind: 'file' },
  { name: 'pan_card_back', kind: 'file' },
  { name: 'aadhar_number', kind: 'number' },
  { name: 'aadhar_card_front', kind: 'file' },
  { name: 'aadhar_card_back', kind: 'file' },
  { name: 'gas_bill_number', kind: 'number' },
  { name: 'gas_bill', kind: 'file' },
  { name: 'business_number', kind: 'number' },
  { name: 'business_proof', kind: 'file' },
  { name: 'gst_number', kind: 'number' },
  { name: 'gst_bill', kind: 'file' },
  { name: 'bill_sample', kind: 'file' },
  { name: 'otherrDocumentImage', kind: 'file' },
] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number]['name'];
export const KYC_DOCUMENT_NAMES = KYC_DOCUMENTS.map((document) => document.name) as unknown as readonly [KycDocument, ...KycDocument[]];

export const DOCUMENTS_STATUSES = ['complete', 'missing'] as const;
export type DocumentsStatus = (typeof DOCUMENTS_STATUSES)[number];

/** Whether a registration field (file or number) must be present before the store can be approved. */
export function isRequiredDocument(field: string): field is RequiredDocument {
  return (REQUIRED_DOCUMENTS as readonly string[]).includes(field);
}

/**
 * The required documents a store lacks, in REQUIRED_DOCUMENTS order. `present`: the names of the
 * file fields with at least one file and of the numbers that are filled (a blank one is missing).
 */
export function missingDocumentsOf(present: Iterable<string>): RequiredDocument[] {
  const have = new Set(present);
  return REQUIRED_DOCUMENTS.filter((name) => !have.has(name));
}

export const documentsStatusOf = (missing: readonly string[]): DocumentsStatus => (missing.length === 0 ? 'complete' : 'missing');

/** The names present in a store's KYC numbers: those that are filled. */
export function presentNumbers(numbers: Partial<Record<string, string | null | undefined>>): string[] {
  return Object.entries(numbers)
    .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
    .map(([name]) => name);
}
