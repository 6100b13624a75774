import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrorTexts } from '../../../i18n/errorText';

/**
 * Puts a 400 answer's field errors (translated from their codes) on the form's fields of those
 * names; false when none was one of them (the caller then shows the error as a toast).
 */
export function applyServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: readonly FieldPath<V>[],
): boolean {
  let applied = false;
  for (const [field, message] of Object.entries(fieldErrorTexts(error))) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as FieldPath<V>, { message });
      applied = true;
    }
  }
  return applied;
}
