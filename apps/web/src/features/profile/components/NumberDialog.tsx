import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { kycStepSchema, type StoreSummary } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { FormTextField } from '../../../components/FormTextField';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { PROFILE_NS } from '../i18n';

/** A KYC text the vendor types: a number, or the other document's title. */
export type KycTextField = keyof typeof kycStepSchema.shape;

/**
 * Types a KYC number (or the other document's title), checked by the registration's rule of that
 * field (required here), and sends it; `reviewWarning` says the store goes back to review with it.
 */
export function NumberDialog({
  field,
  label,
  store,
  reviewWarning,
  busy,
  onSend,
  onClose,
}: {
  field: KycTextField;
  label: string;
  store: StoreSummary;
  reviewWarning: string | null;
  busy: boolean;
  onSend: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const schema = kycStepSchema.pick({ [field]: true } as { [K in KycTextField]?: true }).required();
  const { control, handleSubmit } = useBodyForm(
    schema,
    (values: Record<string, string>) => ({ [field]: values[field]?.trim() || undefined }),
    {
      defaultValues: { [field]: '' },
    },
  );
  const submit = handleSubmit((body) => onSend(String((body as Record<string, unknown>)[field])));
  return (
    <FormDialog
      title={t('documents.numberTitle', { document: label, store: store.name })}
      submitLabel={t('documents.send')}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('documents.numberHelp')}
        </Typography>
        {reviewWarning && <Alert severity="warning">{reviewWarning}</Alert>}
        <FormTextField control={control} name={field} label={label} required autoComplete="off" fullWidth />
      </Stack>
    </FormDialog>
  );
}
