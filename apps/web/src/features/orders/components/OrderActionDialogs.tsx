import { useState, type FormEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS, type OrderActionBody } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { ReasonDialog } from '../../../components/ReasonDialog';
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

/** The reject / cancel dialog of an order (the shared reason dialog with the order's texts). */
export function OrderReasonDialog({
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
  return (
    <ReasonDialog
      title={t(action === 'reject' ? 'reasonDialog.rejectTitle' : 'reasonDialog.cancelTitle', { number })}
      body={t('reasonDialog.body')}
      label={t('reasonDialog.reason')}
      submitLabel={t('reasonDialog.confirm')}
      busy={busy}
      onSubmit={(reason) => onSubmit({ action, reason })}
      onClose={onClose}
    />
  );
}
