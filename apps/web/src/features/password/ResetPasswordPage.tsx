import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, ROUTES } from '@dhub/contract';
import { isApiError } from '../../api/ApiError';
import { FormError } from '../../components/FormError';
import { useBodyForm } from '../../hooks/useBodyForm';
import { toast } from '../../lib/toast';
import { sessionStore } from '../../session/session';
import { useResetPassword } from './api';
import { AuthCard } from './components/AuthCard';
import { BackToSignIn } from './components/BackToSignIn';
import { GuestPage } from './components/GuestPage';
import { NewPasswordFields } from './components/NewPasswordFields';
import { SubmitButton } from './components/SubmitButton';
import { showFailure } from './failure';
import { PASSWORD_NS } from './i18n';
import { resetFlow } from './resetFlow';

/** /auth/change-password: the new password, with the reset token of the confirmed code. */
export default function ResetPasswordPage() {
  const [flow] = useState(resetFlow.read);
  return <GuestPage>{flow?.resetToken ? <NewPasswordForm email={flow.email} resetToken={flow.resetToken} /> : <StartAgain />}</GuestPage>;
}

function StartAgain({ reason }: { reason?: string }) {
  const { t } = useTranslation(PASSWORD_NS);
  return (
    <AuthCard title={t('reset.title')} subtitle={reason ?? t('reset.noToken')}>
      <Button component={RouterLink} to={ROUTES.forgotPassword} variant="contained" size="large" fullWidth>
        {t('reset.startAgain')}
      </Button>
      <BackToSignIn />
    </AuthCard>
  );
}

type Values = { newPassword: string; confirmPassword: string };

function NewPasswordForm({ email, resetToken }: { email: string; resetToken: string }) {
  const { t } = useTranslation(PASSWORD_NS);
  const navigate = useNavigate();
  const save = useResetPassword();
  const [formError, setFormError] = useState('');
  const [spent, setSpent] = useState('');
  const { control, handleSubmit, setError } = useBodyForm(resetPasswordSchema, (values: Values) => ({ resetToken, ...values }), {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit((body) => {
    setFormError('');
    save.mutate(
      { body },
      {
        onSuccess: ({ message }) => {
          resetFlow.clear();
          // Every session of the account has ended, this browser's too.
          sessionStore.signOut();
          toast.success(message);
          navigate(ROUTES.login, { replace: true });
        },
        onError: (failure) => {
          const text = showFailure(failure, setError, ['newPassword', 'confirmPassword']);
          if (isApiError(failure) && failure.code === 'resetTokenInvalid') {
            resetFlow.clear();
            setSpent(text);
          } else setFormError(text);
        },
      },
    );
  });
  if (spent) return <StartAgain reason={spent} />;
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        {formError && <FormError>{formError}</FormError>}
        <NewPasswordFields control={control} userInputs={[email]} />
        <SubmitButton busy={save.isPending} label={t('reset.save')} busyLabel={t('reset.saving')} />
      </Stack>
      <BackToSignIn />
    </AuthCard>
  );
}
