import { addDays, todayIn } from '@dhub/contract';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { useDate } from '../../../hooks/useDate';
import { useAvailability } from '../api';
import { dayValue } from '../../../lib/calendarDate';
import { SCHEDULE_NS } from '../i18n';
import { DayCard } from './DayCard';
import { SectionCard } from './SectionCard';

/** How many days the preview shows at once. */
const SPAN = 14;

/** The calendar the schedule makes, 14 days at a time from today (the store's date): one card per day, one column on a phone. */
export function CalendarPreview({ storeId, timeZone }: { storeId: string; timeZone: string }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const formatDate = useDate();
  const rtl = useTheme().direction === 'rtl';
  const today = todayIn(timeZone);
  const [from, setFrom] = useState(today);
  const availability = useAvailability(storeId, from, SPAN);
  const range = t('calendar.range', { from: formatDate(dayValue(from)), to: formatDate(dayValue(addDays(from, SPAN - 1))) });
  const [Back, Forward] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <SectionCard
      title={t('calendar.heading')}
      hint={t('calendar.legend')}
      actions={
        <>
          <Button size="small" startIcon={<Back />} disabled={from <= today} onClick={() => setFrom(addDays(from, -SPAN))}>
            {t('calendar.previous')}
          </Button>
          <Button size="small" endIcon={<Forward />} onClick={() => setFrom(addDays(from, SPAN))}>
            {t('calendar.next')}
          </Button>
        </>
      }
    >
      <Typography variant="subtitle2" component="p" aria-live="polite" sx={{ mb: 1.5 }}>
        {range}
      </Typography>
      {availability.error && !availability.data ? (
        <ErrorState error={availability.error} onRetry={() => void availability.refetch()} retrying={availability.isFetching} />
      ) : !availability.data ? (
        <ListSkeleton rows={2} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
            gap: 1.5,
            opacity: availability.isPlaceholderData ? 0.6 : 1,
            transition: 'opacity 150ms',
          }}
        >
          {availability.data.days.map((day) => (
            <DayCard key={day.date} day={day} today={day.date === today} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
