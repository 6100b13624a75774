import { isRequiredDocument, KYC_DOCUMENTS, maskNumber, type StoreDetail } from '@dhub/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { storeBankAccounts, storeFiles, storeKyc, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { withinOpeningHours } from '../../sales/store-rules.js';
import { publicFileUrl } from '../../storage/urls.js';
import { KYC_FILE_FIELDS, presentDocuments } from './documents.js';
import { joinStoreNames, STORE_WITH_NAMES } from './store-names.js';
import { storeSummaryOf } from './profile-service.js';

/**
 * One of the actor's stores with what was registered that is safe to show: the bank account number
 * masked, KYC numbers and documents only as present / missing (documents are never served).
 * Another vendor's store answers 404 like a missing one.
 */
export async function getStoreDetail(db: Database, { actor, storeId }: { actor: Actor; storeId: string }): Promise<StoreDetail> {
  const [row] = await joinStoreNames(
    db
      .select({
        ...STORE_WITH_NAMES,
        kyc: storeKyc,
        bank: storeBankAccounts,
        withinHours: sql<boolean>`${withinOpeningHours}`,
      })
      .from(stores)
      .$dynamic(),
    'inner',
  )
    .leftJoin(storeKyc, eq(storeKyc.storeId, stores.id))
    .leftJoin(storeBankAccounts, eq(storeBankAccounts.storeId, stores.id))
    .where(and(eq(stores.id, storeId), eq(stores.vendorId, actor.userId)));
  if (!row) throw new HttpError(404, 'notFound');
  const { store, service, country, state, city, kyc, bank, withinHours } = row;

  const files = await db
    .select({ field: storeFiles.field, key: storeFiles.storageKey, isPublic: storeFiles.isPublic })
    .from(storeFiles)
    .where(eq(storeFiles.storeId, store.id))
    .orderBy(asc(storeFiles.field), asc(storeFiles.position));
  const urlOf = (field: string) => {
    const file = files.find((entry) => entry.field === field && entry.isPublic);
    return file ? publicFileUrl(file.key) : null;
  };
  const present = presentDocuments(
    files.map((file) => file.field).filter((field) => KYC_FILE_FIELDS.includes(field)),
    kyc,
  );

  return {
    ...storeSummaryOf(
      { store, service, country, state, city },
      { logo: urlOf('logo'), bannerImage: urlOf('banner_image'), present },
      withinHours,
    ),
    updatedAt: store.updatedAt.toISOString(),
    description: store.description,
    latitude: store.latitude,
    longitude: store.longitude,
    pincode: store.pincode,
    deliveryCharge: store.deliveryCharge,
    deliveryPincodes: store.deliveryPincodes,
    businessImages: files.filter((file) => file.field === 'business_images' && file.isPublic).map((file) => publicFileUrl(file.key)),
    meta: { title: store.metaTitle, description: store.metaDescription, keywords: store.metaKeywords },
    bank: bank && {
      bankName: bank.bankName,
      branchName: bank.branchName,
      accountHolderName: bank.accountHolderName,
      accountNumberMasked: maskNumber(bank.accountNumber),
      ifsCode: bank.ifsCode,
    },
    documents: KYC_DOCUMENTS.map(({ name, kind }) => ({ name, kind, required: isRequiredDocument(name), present: present.has(name) })),
  };
}
