import { checkFile, codeOfText, LIMITS, type FileFieldRule, type MessageCode } from '@dhub/contract';
import { HttpError } from '../../lib/http-error.js';
import { checkFileContents } from '../../uploads/content-check.js';
import type { MultipartForm, UploadedFile } from '../../uploads/multipart.js';

/** An upload that passed: its field's rule, and its content type as sniffed. */
export interface CheckedUpload extends UploadedFile {
  mimeType: string;
}

/**
 * The form's files by the registration's rules of the fields a form takes: a field it does not
 * take or sent too often is refused, then each file's type and size (the contract's checkFile),
 * then its content (magic bytes). 400 with each refused field's code.
 */
export async function checkedUploads(form: MultipartForm, rules: readonly FileFieldRule[]): Promise<CheckedUpload[]> {
  const ruleOf = new Map(rules.map((rule) => [rule.name, rule]));
  const errors: Record<string, MessageCode> = {};
  for (const file of form.files) {
    const rule = ruleOf.get(file.field);
    const count = form.files.filter((other) => other.field === file.field).length;
    if (!rule || count > rule.maxCount) {
      errors[file.field] ??= rule?.name === 'business_images' ? 'maxBusinessImages' : 'invalidRequest';
      continue;
    }
    // A truncated file went over the limit: its size as the contract's check refuses it.
    const error = checkFile(rule.kind, { name: file.originalName, size: file.truncated ? LIMITS.fileMaxBytes + 1 : file.size });
    if (error) errors[file.field] ??= codeOfText(error) ?? 'invalidRequest';
  }
  const contents = await checkFileContents(form.files, errors);
  Object.assign(errors, contents.errors);
  const [first] = Object.values(errors);
  if (first) throw new HttpError(400, first, errors);
  return form.files.map((file) => ({ ...file, mimeType: contents.mimeByPath.get(file.tempPath)! }));
}
