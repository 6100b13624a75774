import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useMoneyInput } from '../../../hooks/useMoney';
import { translateMessage } from '../../../i18n';
import type { CouponFormValues } from '../couponForm';

type AmountName = 'value' | 'minOrder' | 'maxDiscount';

/** An amount in rupees typed in the page's language (a decimal keyboard, the currency symbol), its error translated under it. */
export function MoneyField<T>({
  control,
  name,
  hint,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<CouponFormValues, unknown, T>;
  name: AmountName;
  hint?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const amount = useMoneyInput();
  const position = amount.symbolFirst ? 'start' : 'end';
  return (
    <TextField
      {...field}
      {...props}
      error={Boolean(fieldState.error)}
      helperText={translateMessage(fieldState.error?.message) || hint}
      slotProps={{
        input: { [`${position}Adornment`]: <InputAdornment position={position}>{amount.symbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal', maxLength: 12 },
      }}
    />
  );
}
