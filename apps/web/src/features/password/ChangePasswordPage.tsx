import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { changePasswordSchema } from '@dhub/contract';
import { FormError } from '../../components/FormError';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useBodyForm } from '../../hooks/useBodyForm';
import { toast } from '../../lib/toast';
import { sessionStore } from '../../session/session';
import { useSession } from '../../session/useSession';
import { useChangePassword } from './api';
import { FormPasswordField } from '../../components/FormPasswordField';
import { NewPasswordFields } from './components/NewPasswordFields';
import { SubmitButton } from './components/SubmitButton';
import { showFailure } from './failure';
import { PASSWORD_NS, usePasswordStrings } from './i18n';

/** /change-password and /change-passwords (one page): the current password and the new one; other sessions end. */
export default function ChangePasswordPage() {
  return usePasswordStrings() ? <ChangePassword /> : <PageSkeleton />;
}

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePassword() {
  const { t } = useTranslation(PASSWORD_NS);
  const user = useSession()?.user;
  const change = useChangePassword();
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError, reset } = useBodyForm(changePasswordSchema, (values: typeof EMPTY) => values, {
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((body) => {
    setFormError('');
    change.mutate(
      { body },
      {
        onSuccess: ({ message, token }) => {
          // The tokens issued before the change are refused now: this session goes on with the new one.
          const session = sessionStore.get();
          if (session) sessionStore.signIn({ ...session, token });
          reset(EMPTY);
          toast.success(message);
        },
        onError: (failure) => setFormError(showFailure(failure, setError, ['currentPassword', 'newPassword', 'confirmPassword'])),
      },
    );
  });
  return (
    <Box>
      <PageHeader title={t('change.title')} subtitle={t('change.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {formError && <FormError>{formError}</FormError>}
          <FormPasswordField control={control} name="currentPassword" label={t('change.currentPassword')} autoComplete="current-password" />
          <NewPasswordFields control={control} userInputs={[user?.email ?? '', user?.name ?? '']} />
          <Box>
            <SubmitButton busy={change.isPending} label={t('change.save')} busyLabel={t('change.saving')} fullWidth={false} />
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}
