import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AvailableSlot } from '@dhub/contract';
import { ErrorState } from '../../../components/ErrorState';
import { useAvailability } from '../api';
import { BOOKINGS_NS } from '../i18n';

/** One day's slots of a store as radio buttons: the free ones to choose, the full ones (and the booking's own) disabled. */
export function SlotChoices({
  storeId,
  date,
  current,
  value,
  error,
  onChange,
}: {
  storeId: string;
  date: string;
  /** The booking's own slot (date and HH:mm), which it cannot move to. */
  current: { date: string; start: string };
  value: string;
  error?: string;
  onChange: (slotId: string) => void;
}) {
  const { t } = useTranslation(BOOKINGS_NS);
  const availability = useAvailability(storeId, date);
  if (!date) return null;
  if (availability.error) {
    return <ErrorState error={availability.error} onRetry={() => void availability.refetch()} retrying={availability.isFetching} />;
  }
  if (availability.isPending) return <Skeleton variant="rounded" height={96} />;
  const day = availability.data.days.find((entry) => entry.date === date) ?? availability.data.days[0];
  // Closed that day (an empty reason: none given).
  if (day && day.closedReason !== null) {
    return <Alert severity="info">{[t('rescheduleDialog.closed'), day.closedReason].filter(Boolean).join(' ')}</Alert>;
  }
  if (!day || day.slots.length === 0) return <Typography color="text.secondary">{t('rescheduleDialog.noSlots')}</Typography>;
  const isCurrent = (slot: AvailableSlot) => date === current.date && slot.start === current.start;
  const note = (slot: AvailableSlot) => {
    if (isCurrent(slot)) return t('rescheduleDialog.currentSlot');
    if (slot.booked >= slot.capacity) return t('rescheduleDialog.full');
    return slot.free ? t('rescheduleDialog.free', { count: slot.capacity - slot.booked }) : '';
  };
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{t('rescheduleDialog.slots')}</FormLabel>
      <RadioGroup value={value} onChange={(event) => onChange(event.target.value)}>
        {day.slots.map((slot) => (
          <FormControlLabel
            key={slot.slotId}
            value={slot.slotId}
            disabled={!slot.free || isCurrent(slot)}
            control={<Radio />}
            label={
              <>
                {slot.start} · {t('minutes', { minutes: slot.durationMinutes })}
                {note(slot) && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ paddingInlineStart: 1 }}>
                    {note(slot)}
                  </Typography>
                )}
              </>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
