import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegistrationFormValues } from '@dhub/contract';
import { fieldId } from '../fieldNames';
import { CascadingLocationSelects } from '../fields/CascadingLocationSelects';
import { FieldGrid, FullRow } from '../fields/FieldGrid';
import { FormTextField } from '../fields/FormTextField';
import { PincodeInput } from '../fields/PincodeInput';
import { ServiceSelect } from '../fields/ServiceSelect';
import { WorkingHoursEditor } from '../../../components/WorkingHoursEditor';

const DECIMAL = { htmlInput: { inputMode: 'decimal', step: 'any' } } as const;

/** Step 1, Business Details: the store, its location, delivery and hours (spec §3). */
export function BusinessDetailsStep() {
  const { t } = useTranslation();
  const { control, clearErrors } = useFormContext<RegistrationFormValues>();
  return (
    <>
      <FieldGrid title={t('registration.sections.store')}>
        <ServiceSelect />
        <FormTextField name="name" autoComplete="organization" />
        <FormTextField
          name="phone"
          type="tel"
          autoComplete="tel"
          hint={t('registration.hints.phone')}
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
        />
        <FullRow>
          <FormTextField name="description" multiline minRows={3} maxRows={8} />
        </FullRow>
      </FieldGrid>
      <FieldGrid title={t('registration.sections.location')}>
        <FullRow>
          <FormTextField name="address" autoComplete="street-address" multiline minRows={2} />
        </FullRow>
        <FormTextField name="latitude" type="number" hint={t('registration.hints.latitude')} slotProps={DECIMAL} />
        <FormTextField name="longitude" type="number" hint={t('registration.hints.longitude')} slotProps={DECIMAL} />
        <CascadingLocationSelects />
        <FormTextField name="pincode" autoComplete="postal-code" slotProps={{ htmlInput: { maxLength: 10 } }} />
      </FieldGrid>
      <FieldGrid title={t('registration.sections.delivery')}>
        <FormTextField name="deliveryCharge" type="number" slotProps={{ htmlInput: { inputMode: 'decimal', min: 0, step: 'any' } }} />
        <Controller
          name="deliveryPincode"
          control={control}
          render={({ field, fieldState }) => (
            <PincodeInput
              id={fieldId('deliveryPincode')}
              label={t('registration.fields.deliveryPincode')}
              value={field.value}
              onChange={(list) => {
                field.onChange(list);
                clearErrors('deliveryPincode');
              }}
              onEdit={() => fieldState.error && clearErrors('deliveryPincode')}
              error={fieldState.error?.message}
            />
          )}
        />
      </FieldGrid>
      <FieldGrid title={t('registration.sections.hours')}>
        <FullRow>
          <Controller
            name="shopOpenOrClose"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    id={fieldId('shopOpenOrClose')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={t('registration.fields.shopOpenOrClose')}
              />
            )}
          />
        </FullRow>
        <FullRow>
          <Controller
            name="workingHours"
            control={control}
            render={({ field, fieldState }) => (
              <WorkingHoursEditor
                value={field.value}
                onChange={(hours) => {
                  field.onChange(hours);
                  clearErrors('workingHours');
                }}
                error={fieldState.error?.message}
              />
            )}
          />
        </FullRow>
      </FieldGrid>
    </>
  );
}
