import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { EMAILED_CODE } from '@dhub/contract';
import { translateMessage } from '../../../i18n';

/** The input of a 6-digit code from an e-mail (digits, one-time-code autofill, spaced out, left to right in any language). */
export function CodeField<V extends FieldValues>({
  control,
  name,
  id,
  label,
}: {
  control: Control<V>;
  name: Path<V>;
  id: string;
  label: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const { ref, ...input } = field;
  return (
    <TextField
      {...input}
      inputRef={ref}
      id={id}
      label={label}
      required
      fullWidth
      autoFocus
      error={Boolean(fieldState.error)}
      helperText={translateMessage(fieldState.error?.message)}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          maxLength: EMAILED_CODE.codeLength,
          dir: 'ltr',
          style: { letterSpacing: '0.5em', fontSize: '1.25rem', textAlign: 'center' },
        },
      }}
    />
  );
}
