import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BookingDetail } from '@dhub/contract';
import { useDateTime } from '../../../hooks/useDate';
import { BOOKINGS_NS } from '../i18n';

/** What happened to a booking, oldest first: each state, who moved it, and where a reschedule moved it from. */
export function BookingTimeline({ timeline }: { timeline: BookingDetail['timeline'] }) {
  const { t } = useTranslation(BOOKINGS_NS);
  const dateTime = useDateTime();
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {timeline.map((event, index) => (
        <Box
          component="li"
          key={`${event.status}-${index}`}
          sx={{ py: 0.75, borderInlineStart: (theme) => `2px solid ${theme.palette.divider}`, paddingInlineStart: 1.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {event.rescheduledFrom ? t('rescheduledFrom', { time: dateTime(event.rescheduledFrom) }) : t(`status.${event.status}`)}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {t(`by.${event.by}`)}
            </Typography>
          </Typography>
          {event.note && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {event.note}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {dateTime(event.at)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
