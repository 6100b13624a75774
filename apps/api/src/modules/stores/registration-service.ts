import {
  codeOfText,
  isMessageCode,
  LIMITS,
  registrationSchema,
  validateRegistration,
  type FilesByField,
  type FileInfo,
} from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import type { FileStorage } from '../../storage/index.js';
import { checkFileContents } from '../../uploads/content-check.js';
import { persistRegistration } from './registration-persist.js';
import { findReferenceErrors } from './references.js';
import type { MultipartForm, UploadedFile } from '../../uploads/multipart.js';

function filesByField(files: readonly UploadedFile[]): FilesByField {
  const grouped: Record<string, FileInfo[]> = {};
  for (const file of files) {
    // A truncated file went over the limit: report a size the contract's check rejects.
    const size = file.truncated ? LIMITS.fileMaxBytes + 1 : file.size;
    (grouped[file.field] ??= []).push({ name: file.originalName, size });
  }
  return grouped;
}

/** Field errors as texts (the contract's validator) or codes (the server's own checks). */
function fail(status: number, errors: Record<string, string>, message?: string | null): never {
  const fieldCodes = Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [field, isMessageCode(text) ? text : (codeOfText(text) ?? 'invalidRequest')]),
  );
  throw new HttpError(status, codeOfText(message ?? undefined) ?? Object.values(fieldCodes)[0] ?? 'invalidRequest', fieldCodes);
}

/**
 * The server side of the wizard's submit: every client rule again (the contract's
 * validateRegistration), then what only the server can check (file contents, the
 * service and location ids, a free email), then one transaction (registration-persist).
 */
export async function registerStore(db: Database, storage: FileStorage, form: MultipartForm): Promise<void> {
  const validation = validateRegistration(form.fields, filesByField(form.files));
  const contents = await checkFileContents(form.files, validation.fieldErrors);
  const errors = { ...contents.errors, ...form.fieldErrors, ...validation.fieldErrors };
  if (Object.keys(errors).length > 0) fail(400, errors, validation.message);

  const values = registrationSchema.parse(form.fields);
  const referenceErrors = await findReferenceErrors(db, values);
  if (Object.keys(referenceErrors).length > 0) fail(400, referenceErrors);

  const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, values.email));
  if (taken.length > 0) fail(409, { email: 'emailTaken' });

  const passwordHash = await hashPassword(values.password);
  const files = form.files.map((file) => ({ ...file, mimeType: contents.mimeByPath.get(file.tempPath) ?? 'application/octet-stream' }));
  await persistRegistration(db, storage, { values, passwordHash, files });
}
