import { FILE_FIELD_BY_NAME, PROFILE_MESSAGES as M, updateProfileFieldsSchema } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { storeFiles, users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { publicFileUrl } from '../../storage/urls.js';
import { parseFormFields } from '../../uploads/form-fields.js';
import type { MultipartForm } from '../../uploads/multipart.js';
import { checkedUploads } from './checked-uploads.js';
import { keepStoreFile, withFileMoves } from './file-moves.js';

const PHOTO_RULES = [FILE_FIELD_BY_NAME.get('image')!];

/**
 * The vendor's own details (the registration's step 0 rules) and photo. The photo is kept, as at
 * registration, as a public file of the vendor's first store (served by the store's media route).
 */
export async function updateProfile(db: Database, storage: FileStorage, actor: Actor, form: MultipartForm) {
  const fields = parseFormFields(updateProfileFieldsSchema, form);
  const [photo] = await checkedUploads(form, PHOTO_RULES);
  const home = actor.stores[0];
  if (photo && !home) throw HttpError.onField(400, 'invalidRequest', 'image');

  const user = await withFileMoves(db, storage, async (tx, moves) => {
    let imageKey: string | undefined;
    if (photo && home) {
      const [current] = await tx.select({ key: users.imageKey }).from(users).where(eq(users.id, actor.userId)).for('update');
      imageKey = await keepStoreFile(tx, moves, { storeId: home.id, file: photo, isPublic: true });
      if (current?.key) {
        await tx.delete(storeFiles).where(eq(storeFiles.storageKey, current.key));
        moves.replaced.push(current.key);
      }
    }
    const [updated] = await tx
      .update(users)
      .set({
        name: fields.personalName,
        phone: fields.personalPhone,
        personalEmail: fields.personalEmail,
        altPhone: fields.altphone,
        experienceYears: fields.experiance,
        dob: fields.dob,
        ...(imageKey && { imageKey }),
      })
      .where(eq(users.id, actor.userId))
      .returning({ name: users.name, phone: users.phone, imageKey: users.imageKey });
    if (!updated) throw new HttpError(401, 'unauthorized');
    return updated;
  });
  return {
    message: M.profileSaved,
    user: { name: user.name, phone: user.phone, image: user.imageKey ? publicFileUrl(user.imageKey) : null },
  };
}
