import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useMoneyInput } from '../hooks/useMoney';
import { translateMessage } from '../i18n';

/**
 * An amount in rupees of a react-hook-form form, typed in the page's language (a decimal keyboard,
 * the currency symbol where the language puts it), its error (a contract text) translated under it.
 */
export function MoneyField<V extends FieldValues, T>({
  control,
  name,
  hint,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<V, unknown, T>;
  name: FieldPath<V>;
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const { ref, ...input } = field;
  const amount = useMoneyInput();
  const position = amount.symbolFirst ? 'start' : 'end';
  return (
    <TextField
      {...input}
      {...props}
      inputRef={ref}
      error={Boolean(fieldState.error)}
      helperText={translateMessage(fieldState.error?.message) || hint}
      slotProps={{
        input: { [`${position}Adornment`]: <InputAdornment position={position}>{amount.symbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', maxLength: 12 },
      }}
    />
  );
}
