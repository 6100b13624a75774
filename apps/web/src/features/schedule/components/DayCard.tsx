import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Availability } from '@dhub/contract';
import { useDate } from '../../../hooks/useDate';
import { dayValue } from '../../../lib/calendarDate';
import { SCHEDULE_NS } from '../i18n';
import { SlotChip } from './SlotChip';

type Day = Availability['days'][number];

/** One day of the calendar: its weekday and date, "Closed: reason" on a closed day, else its slots as a list of chips. */
export function DayCard({ day, today }: { day: Day; today: boolean }) {
  const { t } = useTranslation(SCHEDULE_NS);
  const formatDate = useDate();
  const headingId = useId();
  const closed = day.closedReason !== null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 1.5, bgcolor: closed ? 'action.hover' : 'background.paper', borderColor: today ? 'primary.main' : 'divider' }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('calendar.day', { weekday: t(`weekdays.${day.weekday}`), date: formatDate(dayValue(day.date)) })}
      </Typography>
      {closed ? (
        <Typography variant="body2" color="text.secondary">
          {day.closedReason ? t('calendar.closed', { reason: day.closedReason }) : t('calendar.closedNoReason')}
        </Typography>
      ) : day.slots.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('calendar.noSlots')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', m: 0, paddingInlineStart: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {day.slots.map((slot) => (
            <Box component="li" key={slot.slotId} sx={{ maxWidth: '100%' }}>
              <SlotChip slot={slot} />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
