import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DELIVERY_BOY_LIMITS,
  editDeliveryBoyFieldsSchema,
  IDENTITY_TYPES,
  needsLicence,
  VEHICLE_TYPES,
  type EditDeliveryBoyValues,
} from '@dhub/contract';
import { FormTextField } from '../../../components/FormTextField';
import { useZones } from '../api';
import type { DeliveryBoyFormValues } from '../formValues';
import { DELIVERY_BOYS_NS } from '../i18n';

const schema = editDeliveryBoyFieldsSchema;
type FormControl = Control<DeliveryBoyFormValues, unknown, EditDeliveryBoyValues>;

/** A titled part of the form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Paper>
  );
}

const full = { gridColumn: '1 / -1' };

/** Name, phone, e-mail. */
export function PersonFields({ control }: { control: FormControl }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  return (
    <FormSection title={t('form.sections.person')}>
      <FormTextField
        control={control}
        name="name"
        schema={schema}
        label={t('form.name')}
        maxLength={DELIVERY_BOY_LIMITS.nameMax}
        autoComplete="off"
        sx={full}
      />
      <FormTextField control={control} name="phone" schema={schema} label={t('form.phone')} type="tel" autoComplete="off" />
      <FormTextField
        control={control}
        name="email"
        schema={schema}
        label={t('form.email')}
        type="email"
        maxLength={DELIVERY_BOY_LIMITS.emailMax}
        autoComplete="off"
      />
    </FormSection>
  );
}

/** The vehicle, its number and the rider's licence (not for a bicycle), the zone, on duty. */
export function VehicleFields({ control, vehicleType }: { control: FormControl; vehicleType: DeliveryBoyFormValues['vehicleType'] }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  const zones = useZones().data?.items ?? [];
  const motor = needsLicence(vehicleType);
  return (
    <FormSection title={t('form.sections.vehicle')}>
      <FormTextField
        control={control}
        name="vehicleType"
        schema={schema}
        select
        label={t('form.vehicleType')}
        slotProps={{ select: { native: true } }}
      >
        {VEHICLE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`vehicles.${type}`)}
          </option>
        ))}
      </FormTextField>
      <FormTextField control={control} name="zoneId" schema={schema} select label={t('form.zone')} slotProps={{ select: { native: true } }}>
        <option value="">{t('form.noZone')}</option>
        {zones.map((zone) => (
          <option key={zone._id} value={zone._id}>
            {zone.name}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="vehicleNumber"
        schema={schema}
        required={motor}
        label={t('form.vehicleNumber')}
        hint={t('form.vehicleNumberHint')}
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="licenceNumber"
        schema={schema}
        required={motor}
        label={t('form.licenceNumber')}
        hint={t('form.licenceNumberHint')}
        autoComplete="off"
      />
      <Controller
        control={control}
        name="onDuty"
        render={({ field }) => (
          <FormControlLabel
            sx={full}
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('form.onDuty')}
          />
        )}
      />
    </FormSection>
  );
}

/** The identity document's type and number. */
export function IdentityFields({ control }: { control: FormControl }) {
  const { t } = useTranslation(DELIVERY_BOYS_NS);
  return (
    <FormSection title={t('form.sections.identity')}>
      <FormTextField
        control={control}
        name="identityType"
        schema={schema}
        select
        label={t('form.identityType')}
        slotProps={{ select: { native: true } }}
      >
        {IDENTITY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`identities.${type}`)}
          </option>
        ))}
      </FormTextField>
      <FormTextField control={control} name="identityNumber" schema={schema} label={t('form.identityNumber')} autoComplete="off" />
    </FormSection>
  );
}
