import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PasswordField } from '../../../components/PasswordField';
import { translateMessage } from '../../../i18n';

/** The account's current password, asked before a sensitive change (the bank account, two-step sign-in). */
export function CurrentPasswordField<T extends FieldValues & { currentPassword: string }>({
  control,
  label,
  autoFocus = false,
}: {
  control: Control<T>;
  label: string;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={'currentPassword' as Path<T>}
      render={({ field, fieldState }) => (
        <PasswordField
          {...field}
          label={label}
          required
          autoFocus={autoFocus}
          autoComplete="current-password"
          error={Boolean(fieldState.error)}
          helperText={translateMessage(fieldState.error?.message)}
          fullWidth
        />
      )}
    />
  );
}
