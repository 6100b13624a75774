import { documentsStatusOf, KYC_DOCUMENTS, missingDocumentsOf, presentNumbers, type RequiredDocument } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { storeFiles, storeKyc } from '../../db/schema.js';

/** The file fields of the KYC checklist (the store's logo and documents). */
export const KYC_FILE_FIELDS: string[] = KYC_DOCUMENTS.filter((document) => document.kind === 'file').map((document) => document.name);

export interface KycNumbers {
  panNumber: string | null;
  aadharNumber: string | null;
  gasBillNumber?: string | null;
  businessNumber?: string | null;
  gstNumber?: string | null;
}

/** The checklist names a store has: its file fields with a file, its filled numbers. */
export function presentDocuments(fileFields: Iterable<string>, numbers: KycNumbers | null): Set<string> {
  return new Set([
    ...fileFields,
    ...presentNumbers({
      pan_number: numbers?.panNumber,
      aadhar_number: numbers?.aadharNumber,
      gas_bill_number: numbers?.gasBillNumber,
      business_number: numbers?.businessNumber,
      gst_number: numbers?.gstNumber,
    }),
  ]);
}

/** A store's documents status, derived from its file rows and KYC numbers (the contract's rule). */
export function documentsOf(present: Set<string>): { documentsStatus: 'complete' | 'missing'; missingDocuments: RequiredDocument[] } {
  const missingDocuments = missingDocumentsOf(present);
  return { documentsStatus: documentsStatusOf(missingDocuments), missingDocuments };
}

/** The documents one store has, read from the database (the operator's check, the store page). */
export async function readPresentDocuments(db: Executor, storeId: string): Promise<Set<string>> {
  const files = await db.selectDistinct({ field: storeFiles.field }).from(storeFiles).where(eq(storeFiles.storeId, storeId));
  const [numbers] = await db
    .select({
      panNumber: storeKyc.panNumber,
      aadharNumber: storeKyc.aadharNumber,
      gasBillNumber: storeKyc.gasBillNumber,
      businessNumber: storeKyc.businessNumber,
      gstNumber: storeKyc.gstNumber,
    })
    .from(storeKyc)
    .where(eq(storeKyc.storeId, storeId));
  return presentDocuments(
    files.map((row) => row.field).filter((field) => KYC_FILE_FIELDS.includes(field)),
    numbers ?? null,
  );
}
