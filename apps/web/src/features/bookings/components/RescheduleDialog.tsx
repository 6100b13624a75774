import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bookingActionSchema, todayIn, type BookingActionBody, type BookingDetail } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { errorText } from '../../../i18n/errorText';
import { BOOKINGS_NS } from '../i18n';
import { useSlotText } from '../useSlotText';
import { SlotChoices } from './SlotChoices';
import { translateMessage } from '../../../i18n';

/** Moves a booking to a free slot of its store: a date (the booking's by default), then one of that day's free times. */
export function RescheduleDialog({
  booking,
  busy,
  error,
  onEdit,
  onSubmit,
  onClose,
}: {
  booking: BookingDetail;
  busy: boolean;
  /** The API's refusal of the last try (e.g. the slot filled up meanwhile). */
  error: unknown;
  /** The choice changed: the last refusal no longer applies. */
  onEdit: () => void;
  onSubmit: (body: BookingActionBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(BOOKINGS_NS);
  const slotText = useSlotText();
  const [date, setDate] = useState(booking.date);
  const [slotId, setSlotId] = useState('');
  const [problem, setProblem] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slotId) return setProblem(t('rescheduleDialog.pickSlot'));
    const body = { action: 'reschedule' as const, date, slotId };
    const checked = bookingActionSchema.safeParse(body);
    if (!checked.success) return setProblem(translateMessage(checked.error.issues[0]?.message));
    onSubmit(body);
  };
  const edit = () => (setProblem(''), onEdit());
  return (
    <FormDialog
      title={t('rescheduleDialog.title', { number: booking.number })}
      submitLabel={t('rescheduleDialog.confirm')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('rescheduleDialog.current', { time: slotText(booking) })}
        </Typography>
        <TextField
          type="date"
          required
          label={t('rescheduleDialog.date')}
          value={date}
          onChange={(event) => (setDate(event.target.value), setSlotId(''), edit())}
          error={!date && Boolean(problem)}
          helperText={!date ? problem || undefined : undefined}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayIn() } }}
        />
        <SlotChoices
          storeId={booking.storeId}
          date={date}
          current={booking}
          value={slotId}
          error={problem || undefined}
          onChange={(next) => (setSlotId(next), edit())}
        />
        {Boolean(error) && <Alert severity="error">{errorText(error, 'serverError')}</Alert>}
      </Stack>
    </FormDialog>
  );
}
