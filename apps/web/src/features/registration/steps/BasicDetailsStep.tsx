import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isRequiredRegistrationField, type RegistrationFormValues } from '@dhub/contract';
import { PasswordField } from '../../../components/PasswordField';
import { translateMessage } from '../../../i18n';
import { fieldId } from '../fieldNames';
import { FieldGrid, FullRow } from '../fields/FieldGrid';
import { FileField } from '../fields/FileField';
import { FormTextField } from '../fields/FormTextField';

/** Step 0, Basic Details: the owner and the account credentials (spec §3). */
export function BasicDetailsStep() {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<RegistrationFormValues>();
  return (
    <>
      <FieldGrid title={t('registration.sections.personal')}>
        <FormTextField name="personalName" autoComplete="name" />
        <FormTextField
          name="personalEmail"
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <FormTextField name="personalPhone" type="tel" autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        <FormTextField name="altphone" type="tel" autoComplete="tel" slotProps={{ htmlInput: { inputMode: 'tel' } }} />
        <FormTextField
          name="experiance"
          type="number"
          hint={t('registration.hints.experiance')}
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, max: 80, step: 1 } }}
        />
        <FormTextField name="dob" type="date" autoComplete="bday" slotProps={{ inputLabel: { shrink: true } }} />
        <FullRow>
          <FileField name="image" />
        </FullRow>
      </FieldGrid>
      <FieldGrid title={t('registration.sections.account')}>
        <FormTextField
          name="email"
          type="email"
          autoComplete="username"
          hint={t('registration.hints.accountEmail')}
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <Controller
          name="password"
          control={control}
          render={({ field, fieldState }) => (
            <PasswordField
              id={fieldId('password')}
              name={field.name}
              value={field.value}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                if (fieldState.error) clearErrors('password');
              }}
              label={t('registration.fields.password')}
              required={isRequiredRegistrationField('password')}
              autoComplete="new-password"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? translateMessage(fieldState.error.message) : t('registration.hints.password')}
              fullWidth
            />
          )}
        />
      </FieldGrid>
    </>
  );
}
