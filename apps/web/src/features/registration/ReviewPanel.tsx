import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  isRequiredDocument,
  REGISTRATION_FILE_FIELDS,
  REGISTRATION_STEPS,
  toWorkingHoursPayload,
  type NamedItem,
  type RegistrationFormValues,
  type RegistrationStep,
  maskNumber,
} from '@dhub/contract';
import { useRegistrationFiles } from './filesContext';
import { useCities, useCountries, useServices, useStates } from './useLookups';

const nameOf = (list: readonly NamedItem[] | undefined, id: string) => list?.find((item) => item._id === id)?.name ?? id;

interface Row {
  label: string;
  value: ReactNode;
}

function Section({ step, rows, onEdit }: { step: RegistrationStep; rows: Row[]; onEdit: (step: RegistrationStep) => void }) {
  const { t } = useTranslation();
  const title = t(`registration.steps.${REGISTRATION_STEPS[step]}`);
  const headingId = `registration-review-${REGISTRATION_STEPS[step]}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<EditOutlined />}
          onClick={() => onEdit(step)}
          aria-label={t('registration.review.editStep', { step: title })}
        >
          {t('registration.review.edit')}
        </Button>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 0.75 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(120px, 2fr) minmax(0, 3fr)' },
        }}
      >
        {rows.map((row) => (
          <Fragment key={row.label}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {row.value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What 'Submit Store' will send, step by step (files by name, hours, pincodes, keywords, bank
 * details with the account number masked), each with an Edit button back to its step.
 */
export function ReviewPanel({ onEdit }: { onEdit: (step: RegistrationStep) => void }) {
  const { t } = useTranslation();
  const { control } = useFormContext<RegistrationFormValues>();
  const values = useWatch({ control }) as RegistrationFormValues;
  const { files } = useRegistrationFiles();
  const services = useServices();
  const countries = useCountries();
  const states = useStates(values.countryId);
  const cities = useCities(values.stateId);

  const empty = t('registration.review.notProvided');
  const text = (value: string | undefined) => value?.trim() || empty;
  const field = (name: keyof RegistrationFormValues, value: ReactNode = text(values[name] as string)): Row => ({
    label: t(`registration.fields.${name}` as 'registration.fields.name'),
    value,
  });
  const filesOf = (step: RegistrationStep): Row[] =>
    REGISTRATION_FILE_FIELDS.filter((rule) => rule.step === step).map((rule) => {
      const list = files[rule.name] ?? [];
      const missing = isRequiredDocument(rule.name) ? t('registration.review.neededLater') : t('registration.review.noFile');
      return {
        label: t(`registration.fields.${rule.name}` as 'registration.fields.logo'),
        value: list.length > 0 ? list.map((file) => file.name).join('\n') : missing,
      };
    });
  const hours = toWorkingHoursPayload(values.workingHours);

  const sections: Record<RegistrationStep, Row[]> = {
    0: [
      field('personalName'),
      field('personalEmail'),
      field('personalPhone'),
      field('altphone'),
      field('experiance'),
      field('dob'),
      ...filesOf(0),
      field('email'),
      field('password', values.password ? t('registration.review.passwordSet') : empty),
    ],
    1: [
      field('serviceId', values.serviceId ? nameOf(services.data, values.serviceId) : empty),
      field('name'),
      field('phone'),
      field('description'),
      field('address'),
      field('latitude'),
      field('longitude'),
      field('countryId', values.countryId ? nameOf(countries.data, values.countryId) : empty),
      field('stateId', values.stateId ? nameOf(states.data, values.stateId) : empty),
      field('cityId', values.cityId ? nameOf(cities.data, values.cityId) : empty),
      field('pincode'),
      field('deliveryCharge'),
      field('deliveryPincode', values.deliveryPincode.length > 0 ? values.deliveryPincode.join(', ') : empty),
      field('shopOpenOrClose', values.shopOpenOrClose ? t('registration.review.yes') : t('registration.review.no')),
      field(
        'workingHours',
        hours.length > 0
          ? hours
              .map((entry) =>
                t('registration.review.dayHours', { day: t(`registration.weekdays.${entry.day}`), from: entry.fromTime, to: entry.toTime }),
              )
              .join('\n')
          : t('registration.review.noHours'),
      ),
    ],
    2: [
      field('pan_number'),
      field('aadhar_number', values.aadhar_number.trim() ? maskNumber(values.aadhar_number.replace(/\s/g, '')) : empty),
      field('gas_bill_number'),
      field('business_number'),
      field('gst_number'),
      field('otherrDocumentTitle'),
      ...filesOf(2),
    ],
    3: [
      field('bankName'),
      field('branchName'),
      field('accountHolderName'),
      field('accountNumber', values.accountNumber.trim() ? maskNumber(values.accountNumber.replace(/\s/g, '')) : empty),
      field('ifsCode', text(values.ifsCode.toUpperCase())),
      field('upiId'),
    ],
    4: [
      field('metaTitle'),
      field('metaDescription'),
      field('metakeywords', values.metakeywords.length > 0 ? values.metakeywords.join(', ') : empty),
    ],
  };

  return (
    <Box component="section" aria-labelledby="registration-review-title" sx={{ mt: 4 }}>
      <Typography id="registration-review-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('registration.review.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('registration.review.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {([0, 1, 2, 3, 4] as const).map((step) => (
          <Section key={step} step={step} rows={sections[step]} onEdit={onEdit} />
        ))}
      </Box>
    </Box>
  );
}
