import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorText, fieldErrorTexts } from '../../i18n/errorText';

/**
 * Where a refused call's reason goes: the API's field errors under the form's own inputs (the
 * text is set as is: it is already translated), anything else above the form (answered as text).
 */
export function showFailure<V extends FieldValues>(failure: unknown, setError: UseFormSetError<V>, fields: readonly Path<V>[]): string {
  const known = Object.entries(fieldErrorTexts(failure)).filter(([name]) => (fields as readonly string[]).includes(name));
  for (const [name, message] of known) setError(name as Path<V>, { type: 'server', message }, { shouldFocus: true });
  if (known.length > 0) return '';
  return errorText(failure, 'serverError');
}
