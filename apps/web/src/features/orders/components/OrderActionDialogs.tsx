import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS, orderActionSchema, type OrderActionBody } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { ORDERS_NS } from '../i18n';

/** The accept dialog: a preparation time from the usual choices. */
export function AcceptDialog({
  number,
  busy,
  onSubmit,
  onClose,
}: {
  number: string;
  busy: boolean;
  onSubmit: (body: OrderActionBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const [minutes, setMinutes] = useState<number>(ORDER_LIMITS.prepMinutesChoices[1]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ action: 'accept', prepMinutes: minutes });
  };
  return (
    <FormDialog
      title={t('acceptDialog.title', { number })}
      submitLabel={t('acceptDialog.confirm')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        select
        fullWidth
        label={t('acceptDialog.prepTime')}
        value={minutes}
        onChange={(event) => setMinutes(Number(event.target.value))}
        sx={{ mt: 1 }}
      >
        {ORDER_LIMITS.prepMinutesChoices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t('minutes', { minutes: choice })}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

/** The reject / cancel dialog: a reason the customer sees, checked by the contract's action schema. */
export function ReasonDialog({
  action,
  number,
  busy,
  onSubmit,
  onClose,
}: {
  action: 'reject' | 'cancel';
  number: string;
  busy: boolean;
  onSubmit: (body: OrderActionBody) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ORDERS_NS);
  const { control, handleSubmit } = useBodyForm(orderActionSchema, (values: { reason: string }) => ({ action, reason: values.reason }), {
    defaultValues: { reason: '' },
  });
  return (
    <FormDialog
      title={t(action === 'reject' ? 'reasonDialog.rejectTitle' : 'reasonDialog.cancelTitle', { number })}
      submitLabel={t('reasonDialog.confirm')}
      busy={busy}
      onSubmit={handleSubmit(onSubmit)}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('reasonDialog.body')}
        </Typography>
        <FormTextField
          control={control}
          name="reason"
          autoFocus
          required
          multiline
          minRows={2}
          label={t('reasonDialog.reason')}
          maxLength={ORDER_LIMITS.reasonMax}
        />
      </Stack>
    </FormDialog>
  );
}
