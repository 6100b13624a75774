import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRequiredRegistrationField, type NamedItem, type RegistrationFormValues } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import { fieldId } from '../fieldNames';

type SelectName = 'serviceId' | 'countryId' | 'stateId' | 'cityId';

interface Props {
  name: SelectName;
  options: readonly NamedItem[] | undefined;
  loading: boolean;
  disabled?: boolean;
  /** Shown while disabled (e.g. "Choose a country first"). */
  disabledHint?: string;
  /** Runs after the value changed (to clear dependent selects). */
  onSelected?: (value: string) => void;
}

/**
 * A native select (best on phones, keyboard and screen readers) bound to the wizard form.
 */
export function LookupSelect({ name, options, loading, disabled = false, disabledHint, onSelected }: Props) {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<RegistrationFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          id={fieldId(name)}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.value);
            if (fieldState.error) clearErrors(name);
            onSelected?.(event.target.value);
          }}
          label={t(`registration.fields.${name}`)}
          required={isRequiredRegistrationField(name)}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translateMessage(fieldState.error.message) : disabled ? disabledHint : undefined}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{loading ? t('app.loading') : t('registration.placeholders.select')}</option>
          {(options ?? []).map((option) => (
            <option key={option._id} value={option._id}>
              {option.name}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}
