import { randomUUID } from 'node:crypto';
import { FILE_FIELD_BY_NAME, fileExtension, type Registration } from '@dhub/contract';
import type { Database } from '../../db/client.js';
import { storeBankAccounts, storeFiles, storeKyc, stores, users } from '../../db/schema.js';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/http-error.js';
import type { FileStorage } from '../../storage/index.js';
import { storeFileKey } from '../../storage/urls.js';
import type { UploadedFile } from '../../uploads/multipart.js';

export interface RegistrationToPersist {
  values: Registration;
  passwordHash: string;
  files: (UploadedFile & { mimeType: string })[];
}

/** Where each upload goes: stores/<storeId>/<field>-<random>.<ext> (unguessable names). */
function planFiles(storeId: string, files: RegistrationToPersist['files']) {
  const positions = new Map<string, number>();
  return files.map((file) => {
    const position = positions.get(file.field) ?? 0;
    positions.set(file.field, position + 1);
    const key = storeFileKey(storeId, `${file.field}-${randomUUID()}.${fileExtension(file.originalName)}`);
    return { file, key, position, isPublic: FILE_FIELD_BY_NAME.get(file.field)?.kind === 'image' };
  });
}

/**
 * One transaction: vendor account, store (pending), KYC, bank account, file rows; the
 * files move from the temp dir into storage inside it. On any failure the transaction
 * rolls back and every file already moved is removed: no half-written rows, no orphans.
 */
export async function persistRegistration(db: Database, storage: FileStorage, input: RegistrationToPersist): Promise<string> {
  const { values } = input;
  const storeId = randomUUID();
  const plan = planFiles(storeId, input.files);
  const moved: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: values.email,
          passwordHash: input.passwordHash,
          role: 'vendor',
          name: values.personalName,
          phone: values.personalPhone,
          personalEmail: values.personalEmail,
          altPhone: values.altphone,
          experienceYears: values.experiance,
          dob: values.dob,
          imageKey: plan.find((entry) => entry.file.field === 'image')?.key ?? null,
        })
        .returning({ id: users.id });
      await tx.insert(stores).values({
        id: storeId,
        vendorId: user!.id,
        serviceId: values.serviceId,
        name: values.name,
        phone: values.phone,
        description: values.description ?? null,
        address: values.address,
        latitude: values.latitude,
        longitude: values.longitude,
        countryId: values.countryId,
        stateId: values.stateId,
        cityId: values.cityId,
        pincode: values.pincode ?? null,
        deliveryCharge: values.deliveryCharge ?? null,
        deliveryPincodes: values.deliveryPincode,
        shopOpen: values.shopOpenOrClose,
        workingHours: values.workingHours,
        metaTitle: values.metaTitle,
        metaDescription: values.metaDescription,
        metaKeywords: values.metakeywords,
        status: 'pending',
      });
      await tx.insert(storeKyc).values({
        storeId,
        panNumber: values.pan_number,
        aadharNumber: values.aadhar_number,
        gasBillNumber: values.gas_bill_number ?? null,
        businessNumber: values.business_number ?? null,
        gstNumber: values.gst_number ?? null,
        otherDocumentTitle: values.otherrDocumentTitle ?? null,
      });
      await tx.insert(storeBankAccounts).values({
        storeId,
        bankName: values.bankName,
        branchName: values.branchName,
        accountHolderName: values.accountHolderName,
        accountNumber: values.accountNumber,
        ifsCode: values.ifsCode,
        upiId: values.upiId,
      });
      if (plan.length > 0) {
        await tx.insert(storeFiles).values(
          plan.map(({ file, key, position, isPublic }) => ({
            storeId,
            field: file.field,
            position,
            storageKey: key,
            originalName: file.originalName.slice(0, 255),
            mimeType: file.mimeType,
            sizeBytes: file.size,
            isPublic,
          })),
        );
      }
      for (const { file, key } of plan) {
        await storage.putFromTemp(file.tempPath, key);
        moved.push(key);
      }
    });
  } catch (error) {
    await Promise.allSettled(moved.map((key) => storage.remove(key)));
    // Two registrations with one email at the same moment: the unique index decides.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw HttpError.onField(409, 'emailTaken', 'email');
    throw error;
  }
  return storeId;
}
