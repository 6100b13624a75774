import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRequiredRegistrationField, type RegistrationFormValues } from '@dhub/contract';
import { translateMessage } from '../../../i18n';
import { fieldId, type TextFieldName } from '../fieldNames';

type Props = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error'> & {
  name: TextFieldName;
  /** Shown under the field when it has no error. */
  hint?: ReactNode;
};

/** A wizard text input bound to the form; label, required mark and error come from the contract. */
export function FormTextField({ name, hint, helperText, ...rest }: Props) {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<RegistrationFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          id={fieldId(name)}
          name={field.name}
          value={field.value}
          onBlur={field.onBlur}
          inputRef={field.ref}
          onChange={(event) => {
            field.onChange(event.target.value);
            if (fieldState.error) clearErrors(name);
          }}
          label={t(`registration.fields.${name}`)}
          required={isRequiredRegistrationField(name)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? translateMessage(fieldState.error.message) : (helperText ?? hint)}
          fullWidth
        />
      )}
    />
  );
}
