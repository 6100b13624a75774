import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ORDER_LIMITS, reasonBodySchema } from '@dhub/contract';
import { useBodyForm } from '../hooks/useBodyForm';
import { FormDialog } from './FormDialog';
import { FormTextField } from './FormTextField';

/**
 * A dialog asking why an order or a booking is rejected or cancelled: a reason the customer reads,
 * checked by the contract's reason rule (the same the API applies) before `onSubmit` gets it.
 */
export function ReasonDialog({
  title,
  body,
  label,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  body: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { control, handleSubmit } = useBodyForm(reasonBodySchema, (values: { reason: string }) => values, {
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      busy={busy}
      onSubmit={handleSubmit(({ reason }) => onSubmit(reason))}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {body}
        </Typography>
        <FormTextField
          control={control}
          name="reason"
          autoFocus
          required
          multiline
          minRows={2}
          label={label}
          maxLength={ORDER_LIMITS.reasonMax}
        />
      </Stack>
    </FormDialog>
  );
}
