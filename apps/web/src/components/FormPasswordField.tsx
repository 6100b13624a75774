import { LIMITS } from '@dhub/contract';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from './PasswordField';
import { translateMessage } from '../i18n';

/** A password input of a react-hook-form form: its error (a contract text) translated under it, else `hint`. */
export function FormPasswordField<V extends FieldValues, T>({
  control,
  name,
  label,
  autoComplete,
  hint,
  describedBy,
  autoFocus = false,
}: {
  control: Control<V, unknown, T>;
  name: FieldPath<V>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  /** The id of more text about the input (a strength meter). */
  describedBy?: string;
  autoFocus?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const { ref, ...input } = field;
  return (
    <PasswordField
      {...input}
      inputRef={ref}
      id={`password-${name}`}
      label={label}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={translateMessage(fieldState.error?.message) || hint}
      slotProps={{
        htmlInput: {
          maxLength: LIMITS.passwordMax,
          ...(describedBy && { 'aria-describedby': `password-${name}-helper-text ${describedBy}` }),
        },
      }}
    />
  );
}
