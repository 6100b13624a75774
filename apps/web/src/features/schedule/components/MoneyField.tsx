import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useMoneyInput } from '../../../hooks/useMoney';
import { translateMessage } from '../../../i18n';
import type { ScheduleFormValues } from '../scheduleForm';

/** The price per booking in rupees, typed in the page's language (a decimal keyboard, the currency symbol), its error under it. */
export function MoneyField<T>({
  control,
  hint,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<ScheduleFormValues, unknown, T>;
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name: 'price' });
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
