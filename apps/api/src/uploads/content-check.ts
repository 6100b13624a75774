import { fileExtension, type MessageCode } from '@dhub/contract';
import { fileTypeFromFile } from 'file-type';
import type { UploadedFile } from './multipart.js';

/** The only content each allowed extension may hold. */
const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

export interface ContentCheck {
  /** field → fileContentMismatch, for files whose bytes are not what their name says. */
  errors: Record<string, MessageCode>;
  /** The sniffed type of each file that passed, by temp path. */
  mimeByPath: Map<string, string>;
}

/**
 * Sniffs each file's magic bytes (file-type) and compares them with its extension.
 * Fields that already have an error (bad extension, too large) are skipped.
 */
export async function checkFileContents(
  files: readonly UploadedFile[],
  skipFields: Readonly<Record<string, unknown>>,
): Promise<ContentCheck> {
  const errors: Record<string, MessageCode> = {};
  const mimeByPath = new Map<string, string>();
  for (const file of files) {
    if (skipFields[file.field] || errors[file.field]) continue;
    const expected = MIME_BY_EXTENSION[fileExtension(file.originalName)];
    const detected = (await fileTypeFromFile(file.tempPath))?.mime;
    if (!expected || detected !== expected) errors[file.field] = 'fileContentMismatch';
    else mimeByPath.set(file.tempPath, detected);
  }
  return { errors, mimeByPath };
}
