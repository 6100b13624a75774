import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LIMITS, type RegistrationFormValues } from '@dhub/contract';
import { fieldId } from '../fieldNames';
import { FieldGrid, FullRow } from '../fields/FieldGrid';
import { FormTextField } from '../fields/FormTextField';
import { KeywordsInput } from '../fields/KeywordsInput';

/** Step 4, Meta Data: search-engine title, description (with counters) and keywords (spec §3). */
export function MetaDataStep() {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<RegistrationFormValues>();
  return (
    <FieldGrid title={t('registration.sections.meta')}>
      <FullRow>
        <FormTextField name="metaTitle" maxLength={LIMITS.metaTitleMax} />
      </FullRow>
      <FullRow>
        <FormTextField name="metaDescription" multiline minRows={3} maxLength={LIMITS.metaDescriptionMax} />
      </FullRow>
      <FullRow>
        <Controller
          name="metakeywords"
          control={control}
          render={({ field, fieldState }) => (
            <KeywordsInput
              id={fieldId('metakeywords')}
              label={t('registration.fields.metakeywords')}
              value={field.value}
              onChange={(list) => {
                field.onChange(list);
                clearErrors('metakeywords');
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      </FullRow>
    </FieldGrid>
  );
}
