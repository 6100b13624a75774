import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, LIMITS } from '../../constants.js';
import { MESSAGES } from '../../messages.js';
import type { RegistrationStep } from './steps.js';

export type FileKind = 'image' | 'document';
export interface FileFieldRule {
  name: string;
  step: RegistrationStep;
  kind: FileKind;
  maxCount: number;
}

/**
 * Spec §3 lists the files; §5 leaves step 2 unchecked although its labels say required. So no
 * file is required at registration; what a marketplace needs to verify a seller (logo, identity
 * proof front, Aadhaar both sides: REQUIRED_DOCUMENTS) is required before approval and may be
 * uploaded later. Pictures that are displayed (profile image, logo, banner, business images) take
 * JPG/PNG only; documents also take PDF.
 */
export const REGISTRATION_FILE_FIELDS: readonly FileFieldRule[] = [
  { name: 'image', step: 0, kind: 'image', maxCount: 1 },
  { name: 'logo', step: 2, kind: 'image', maxCount: 1 },
  { name: 'banner_image', step: 2, kind: 'image', maxCount: 1 },
  { name: 'pan_card_front', step: 2, kind: 'document', maxCount: 1 },
  { name: 'pan_card_back', step: 2, kind: 'document', maxCount: 1 },
  { name: 'aadhar_card_front', step: 2, kind: 'document', maxCount: 1 },
  { name: 'aadhar_card_back', step: 2, kind: 'document', maxCount: 1 },
  { name: 'gas_bill', step: 2, kind: 'document', maxCount: 1 },
  { name: 'business_proof', step: 2, kind: 'document', maxCount: 1 },
  { name: 'gst_bill', step: 2, kind: 'document', maxCount: 1 },
  { name: 'bill_sample', step: 2, kind: 'document', maxCount: 1 },
  { name: 'business_images', step: 2, kind: 'image', maxCount: LIMITS.businessImagesMax },
  { name: 'otherrDocumentImage', step: 2, kind: 'document', maxCount: 1 },
];

export const FILE_FIELD_BY_NAME: ReadonlyMap<string, FileFieldRule> = new Map(REGISTRATION_FILE_FIELDS.map((rule) => [rule.name, rule]));

export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function allowedExtensions(kind: FileKind): readonly string[] {
  return kind === 'image' ? IMAGE_EXTENSIONS : DOCUMENT_EXTENSIONS;
}

/** Extension and size check for one file; null when it is fine. */
export function checkFile(kind: FileKind, file: { name: string; size: number }): string | null {
  if (!allowedExtensions(kind).includes(fileExtension(file.name))) {
    return kind === 'image' ? MESSAGES.imagesOnly : MESSAGES.documentTypes;
  }
  if (file.size > LIMITS.fileMaxBytes) return MESSAGES.fileTooLarge;
  return null;
}

/** Business images: at most 5 in total, JPG/JPEG/PNG only (spec §5). */
export function checkBusinessImages(existingCount: number, added: readonly { name: string; size: number }[]): string | null {
  if (existingCount + added.length > LIMITS.businessImagesMax) return MESSAGES.maxBusinessImages;
  for (const file of added) {
    const error = checkFile('image', file);
    if (error) return error;
  }
  return null;
}
