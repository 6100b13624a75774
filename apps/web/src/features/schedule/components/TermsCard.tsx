import Box from '@mui/material/Box';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_LIMITS } from '@dhub/contract';
import { SCHEDULE_NS } from '../i18n';
import type { ScheduleFormValues } from '../scheduleForm';
import { LeadField } from './LeadField';
import { MoneyField } from '../../../components/MoneyField';
import { NumberField } from './NumberField';
import { SectionCard } from './SectionCard';

/** The booking terms: price per booking (rupees), notice and horizon. */
export function TermsCard<T>({ control }: { control: Control<ScheduleFormValues, unknown, T> }) {
  const { t } = useTranslation(SCHEDULE_NS);
  return (
    <SectionCard title={t('terms.heading')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2, alignItems: 'start' }}>
        <MoneyField control={control} name="price" required label={t('terms.price')} hint={t('terms.priceHint')} />
        <LeadField control={control} />
        <NumberField
          control={control}
          name="horizonDays"
          min={SCHEDULE_LIMITS.horizonDaysMin}
          max={SCHEDULE_LIMITS.horizonDaysMax}
          label={t('terms.horizon')}
          hint={t('terms.horizonHint')}
        />
      </Box>
    </SectionCard>
  );
}
