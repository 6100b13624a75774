import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { translateMessage } from '../i18n';
import { fieldRules } from '../lib/bodyFields';

type FormTextFieldProps<V extends FieldValues, T> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<V, unknown, T>;
  name: FieldPath<V>;
  /** The endpoint's body schema: the required mark and, for a number, its step come from the field's rule there. */
  schema?: z.ZodObject;
  /** Shown under the input while it has no error. */
  hint?: string;
  maxLength?: number;
};

/**
 * A text or number input of a react-hook-form form: its error (a contract text) translated under it,
 * its rules from the contract's body schema, so a form never restates them.
 */
export function FormTextField<V extends FieldValues, T>({
  control,
  name,
  schema,
  hint,
  maxLength,
  type,
  required,
  slotProps,
  ...props
}: FormTextFieldProps<V, T>) {
  const { field, fieldState } = useController({ control, name });
  const rules = schema ? fieldRules(schema, name) : { required: false, integer: false };
  const htmlInput =
    type === 'number' ? { min: 0, step: rules.integer ? 1 : 0.01, inputMode: rules.integer ? 'numeric' : 'decimal' } : { maxLength };
  return (
    <TextField
      {...field}
      {...props}
      type={type}
      required={required ?? rules.required}
      error={Boolean(fieldState.error)}
      helperText={translateMessage(fieldState.error?.message) || hint}
      slotProps={{ ...slotProps, htmlInput }}
    />
  );
}
