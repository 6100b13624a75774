import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { updateTwoStepBodySchema } from '@dhub/contract';
import { FormDialog } from '../../../components/FormDialog';
import { FormError } from '../../../components/FormError';
import { useBodyForm } from '../../../hooks/useBodyForm';
import { FormPasswordField } from '../../../components/FormPasswordField';
import { errorText, fieldErrorTexts } from '../../../i18n/errorText';
import { toast } from '../../../lib/toast';
import { useUpdateTwoStep } from '../api';
import { PROFILE_NS } from '../i18n';

/** Turns two-step sign-in on (`enabled`) or off, confirmed by the current password (the server refuses a wrong one on its field). */
export function TwoStepDialog({ enabled, onClose }: { enabled: boolean; onClose: () => void }) {
  const { t } = useTranslation(PROFILE_NS);
  const save = useUpdateTwoStep();
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError } = useBodyForm(
    updateTwoStepBodySchema,
    (values: { currentPassword: string }) => ({ enabled, currentPassword: values.currentPassword }),
    { defaultValues: { currentPassword: '' } },
  );
  const onError = (failure: unknown) => {
    const password = fieldErrorTexts(failure).currentPassword;
    if (password) setError('currentPassword', { type: 'server', message: password }, { shouldFocus: true });
    setFormError(password ? '' : errorText(failure, 'serverError'));
  };
  const submit = handleSubmit((body) => {
    setFormError('');
    save.mutate({ body }, { onSuccess: ({ message }) => (toast.success(message), onClose()), onError });
  });
  return (
    <FormDialog
      title={enabled ? t('twoStep.dialogOn') : t('twoStep.dialogOff')}
      submitLabel={enabled ? t('twoStep.turnOn') : t('twoStep.turnOff')}
      busy={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('twoStep.dialogHelp')}
        </Typography>
        {formError && <FormError>{formError}</FormError>}
        <FormPasswordField
          control={control}
          name="currentPassword"
          label={t('twoStep.currentPassword')}
          autoComplete="current-password"
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
