import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bookingActionSchema, SCHEDULE_LIMITS, type BookingActionBody } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { BOOKINGS_NS } from '../i18n';
import { translateMessage } from '../../../i18n';

/** The cancel dialog: a reason the customer sees, checked by the contract's action schema. */
export function CancelDialog({
  number,
  busy,
  onSubmit,
  onClose,
}: {
  number: string;
  busy: boolean;
  onSubmit: (body: BookingActionBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(BOOKINGS_NS);
  const { control, handleSubmit } = useBodyForm(
    bookingActionSchema,
    (values: { reason: string }) => ({ action: 'cancel' as const, reason: values.reason }),
    { defaultValues: { reason: '' } },
  );
  const { field, fieldState } = useController({ control, name: 'reason' });
  return (
    <FormDialog
      title={t('cancelDialog.title', { number })}
      submitLabel={t('cancelDialog.confirm')}
      busy={busy}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('cancelDialog.body')}
        </Typography>
        <TextField
          {...field}
          autoFocus
          required
          multiline
          minRows={2}
          label={t('cancelDialog.reason')}
          error={Boolean(fieldState.error)}
          helperText={translateMessage(fieldState.error?.message) || undefined}
          slotProps={{ htmlInput: { maxLength: SCHEDULE_LIMITS.reasonMax } }}
        />
      </Stack>
    </FormDialog>
  );
}
