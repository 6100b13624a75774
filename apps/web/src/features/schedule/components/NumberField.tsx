import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import { translateMessage } from '../../../i18n';
import type { ScheduleFormValues } from '../scheduleForm';

/** A whole-number input of the schedule form, bounded by the contract's limits, its error (a contract text) translated under it. */
export function NumberField<T>({
  control,
  name,
  min,
  max,
  hint,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type'> & {
  control: Control<ScheduleFormValues, unknown, T>;
  name: FieldPath<ScheduleFormValues>;
  min: number;
  max: number;
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const { ref, ...input } = field;
  const error = translateMessage(fieldState.error?.message);
  return (
    <TextField
      {...input}
      {...props}
      inputRef={ref}
      value={input.value as string}
      type="number"
      required
      error={Boolean(error)}
      helperText={error || hint}
      slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
    />
  );
}
