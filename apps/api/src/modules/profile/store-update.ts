import {
  checkBusinessImages,
  codeOfText,
  FILE_FIELD_BY_NAME,
  PROFILE_MESSAGES as M,
  updateStoreFieldsSchema,
  WEEKDAYS,
} from '@dhub/contract';
import { and, eq, max } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { storeFiles, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { publicFileUrl } from '../../storage/urls.js';
import { parseFormFields } from '../../uploads/form-fields.js';
import type { MultipartForm } from '../../uploads/multipart.js';
import { checkedUploads } from './checked-uploads.js';
import { lockStore, recordDocumentChanges } from './document-changes.js';
import { replaceDocumentFile } from './documents-update.js';
import { dropStoreFiles, keepStoreFile, withFileMoves } from './file-moves.js';
import { checkLocation } from './location-check.js';
import { changeableStore } from './own-store.js';

const PICTURE_RULES = ['logo', 'banner_image', 'business_images'].map((name) => FILE_FIELD_BY_NAME.get(name)!);

/** The business images to remove, by their URL: each must be one of the store's (400 businessImageUnknown). */
async function businessImagesToRemove(db: Executor, storeId: string, urls: readonly string[]) {
  const images = await db
    .select({ key: storeFiles.storageKey })
    .from(storeFiles)
    .where(and(eq(storeFiles.storeId, storeId), eq(storeFiles.field, 'business_images')));
  const keyOf = new Map(images.map((image) => [publicFileUrl(image.key), image.key]));
  const unknown = urls.some((url) => !keyOf.has(url));
  if (unknown) throw HttpError.onField(400, 'businessImageUnknown', 'removeBusinessImages');
  return { kept: images.length - new Set(urls).size, keys: [...new Set(urls)].map((url) => keyOf.get(url)!) };
}

/**
 * updatestore: the store's details with the registration's rules, its pictures (business images
 * kept less the removed plus the sent, at most 5); a new logo is a document and goes to review.
 */
export async function updateStore(db: Database, storage: FileStorage, actor: Actor, form: MultipartForm) {
  const fields = parseFormFields(updateStoreFieldsSchema, form);
  const { storeId } = fields;
  changeableStore(actor, storeId);
  const files = await checkedUploads(form, PICTURE_RULES);
  await checkLocation(db, fields);
  const added = files.filter((file) => file.field === 'business_images');

  const returnedToReview = await withFileMoves(db, storage, async (tx, moves) => {
    const { status } = await lockStore(tx, storeId);
    // Counted under the store's lock: two saves at once cannot together pass the limit.
    const removal = await businessImagesToRemove(tx, storeId, fields.removeBusinessImages);
    const imagesError = checkBusinessImages(
      removal.kept,
      added.map((file) => ({ name: file.originalName, size: file.size })),
    );
    if (imagesError) throw HttpError.onField(400, codeOfText(imagesError) ?? 'invalidRequest', 'business_images');
    await tx
      .update(stores)
      .set({
        name: fields.name,
        phone: fields.phone,
        description: fields.description ?? null,
        address: fields.address,
        latitude: fields.latitude,
        longitude: fields.longitude,
        countryId: fields.countryId,
        stateId: fields.stateId,
        cityId: fields.cityId,
        pincode: fields.pincode ?? null,
        deliveryCharge: fields.deliveryCharge ?? null,
        deliveryPincodes: fields.deliveryPincode,
        workingHours: WEEKDAYS.flatMap((day) => fields.workingHours.filter((entry) => entry.day === day)),
        metaTitle: fields.metaTitle,
        metaDescription: fields.metaDescription,
        metaKeywords: fields.metakeywords,
        updatedAt: new Date(),
      })
      .where(eq(stores.id, storeId));
    if (removal.keys.length > 0) await dropStoreFiles(tx, moves, storeId, 'business_images', removal.keys);
    const [last] = await tx
      .select({ position: max(storeFiles.position) })
      .from(storeFiles)
      .where(and(eq(storeFiles.storeId, storeId), eq(storeFiles.field, 'business_images')));
    let position = (last?.position ?? -1) + 1;
    for (const file of added) await keepStoreFile(tx, moves, { storeId, file, position: position++, isPublic: true });
    const banner = files.find((file) => file.field === 'banner_image');
    if (banner) {
      await dropStoreFiles(tx, moves, storeId, 'banner_image');
      await keepStoreFile(tx, moves, { storeId, file: banner, isPublic: true });
    }
    const logo = files.find((file) => file.field === 'logo');
    const changed = logo ? [await replaceDocumentFile(tx, moves, storeId, logo)] : [];
    return recordDocumentChanges(tx, { storeId, status, changed });
  });
  return { message: returnedToReview ? M.documentsSavedStoreInReview : M.storeSaved, storeId, returnedToReview };
}
