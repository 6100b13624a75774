import type { z } from 'zod';
import { codeOfText } from '../../http/codes.js';
import { MESSAGES } from '../../messages.js';
import { checkBusinessImages, checkFile, FILE_FIELD_BY_NAME, REGISTRATION_FILE_FIELDS } from './files.js';
import { registrationSchema, STEP_SCHEMAS, type RegistrationStep } from './steps.js';

export interface FileInfo {
  name: string;
  size: number;
}
export type FilesByField = Partial<Record<string, readonly FileInfo[]>>;

export interface ValidationResult {
  ok: boolean;
  /** The spec's step message when a required field is missing, else the first field error. */
  message: string | null;
  fieldErrors: Record<string, string>;
}

function fileErrors(step: RegistrationStep | null, files: FilesByField): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of REGISTRATION_FILE_FIELDS) {
    if (step !== null && rule.step !== step) continue;
    const list = files[rule.name] ?? [];
    if (rule.name === 'business_images') {
      const error = checkBusinessImages(0, list);
      if (error) errors[rule.name] = error;
    } else if (list.length > rule.maxCount) errors[rule.name] = MESSAGES.invalidRequest;
    else {
      const error = list.map((file) => checkFile(rule.kind, file)).find(Boolean);
      if (error) errors[rule.name] = error;
    }
  }
  for (const name of Object.keys(files)) {
    if (!FILE_FIELD_BY_NAME.has(name) && (files[name]?.length ?? 0) > 0) errors[name] = MESSAGES.invalidRequest;
  }
  return errors;
}

/**
 * `requiredMessage` when a required field is missing: the spec's step text for one step, a
 * whole-form text for the server's check of every step (it must not say "in this step").
 */
function summarize(fieldErrors: Record<string, string>, requiredMessage: string): ValidationResult {
  const messages = Object.values(fieldErrors);
  if (messages.length === 0) return { ok: true, message: null, fieldErrors };
  const message = messages.includes(MESSAGES.fieldRequired) ? requiredMessage : messages[0]!;
  return { ok: false, message, fieldErrors };
}

/** Field → the first issue's text; a text that is not a contract message (zod's own "Invalid input…") becomes invalidRequest. */
function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      errors[field] ??= codeOfText(issue.message) ? issue.message : MESSAGES.invalidRequest;
    }
  }
  return errors;
}

/** What Next checks on one wizard step (spec §4/§5), text fields and files together. */
export function validateRegistrationStep(step: RegistrationStep, values: unknown, files: FilesByField): ValidationResult {
  return summarize({ ...schemaErrors(STEP_SCHEMAS[step], values), ...fileErrors(step, files) }, MESSAGES.fillRequiredFields);
}

/** The server's check of a whole registration: every step at once. */
export function validateRegistration(values: unknown, files: FilesByField): ValidationResult {
  return summarize({ ...schemaErrors(registrationSchema, values), ...fileErrors(null, files) }, MESSAGES.requiredFieldsMissing);
}

/** The step a field belongs to, so the wizard can jump to the first step with an error. */
export function stepOfField(field: string): RegistrationStep | undefined {
  const fileRule = FILE_FIELD_BY_NAME.get(field);
  if (fileRule) return fileRule.step;
  const index = STEP_SCHEMAS.findIndex((schema) => field in schema.shape);
  return index < 0 ? undefined : (index as RegistrationStep);
}
