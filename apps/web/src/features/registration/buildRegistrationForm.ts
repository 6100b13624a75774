import { REGISTRATION_FILE_FIELDS, toRegistrationTextFields, type RegistrationFormValues } from '@dhub/contract';
import type { FilesByName } from './filesContext';

/** The RegisterStore multipart body: contract text fields, then every file (business_images repeated). */
export function buildRegistrationForm(values: RegistrationFormValues, files: FilesByName): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(toRegistrationTextFields(values))) form.append(name, value);
  for (const rule of REGISTRATION_FILE_FIELDS) {
    for (const file of files[rule.name] ?? []) form.append(rule.name, file, file.name);
  }
  return form;
}
