import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, sendOtpSchema } from '@dhub/contract';
import { FormError } from '../../components/FormError';
import { FormTextField } from '../../components/FormTextField';
import { useBodyForm } from '../../hooks/useBodyForm';
import { useSendOtp } from './api';
import { AuthCard } from './components/AuthCard';
import { BackToSignIn } from './components/BackToSignIn';
import { GuestPage } from './components/GuestPage';
import { SubmitButton } from './components/SubmitButton';
import { showFailure } from './failure';
import { PASSWORD_NS } from './i18n';
import { resetFlow } from './resetFlow';

/** /auth/forgot-password: the account's address, to which a 6-digit code is sent. */
export default function ForgotPasswordPage() {
  return (
    <GuestPage>
      <ForgotPassword />
    </GuestPage>
  );
}

/** The address the sign-in page had typed (its link passes it), else the one of a reset under way. */
const emailFrom = (state: unknown): string => {
  const typed = (state as { email?: unknown } | null)?.email;
  return typeof typed === 'string' ? typed : (resetFlow.read()?.email ?? '');
};

function ForgotPassword() {
  const { t } = useTranslation(PASSWORD_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const send = useSendOtp();
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError } = useBodyForm(sendOtpSchema, (values: { email: string }) => ({ email: values.email }), {
    defaultValues: { email: emailFrom(location.state) },
  });
  const submit = handleSubmit((body) => {
    setFormError('');
    send.mutate(
      { body },
      {
        onSuccess: (answer) => {
          resetFlow.codeSent(body.email, answer);
          navigate(ROUTES.twoSteps);
        },
        onError: (failure) => setFormError(showFailure(failure, setError, ['email'])),
      },
    );
  });
  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        {formError && <FormError>{formError}</FormError>}
        <FormTextField
          control={control}
          schema={sendOtpSchema}
          name="email"
          type="email"
          label={t('forgot.email')}
          autoComplete="username"
          fullWidth
        />
        <SubmitButton busy={send.isPending} label={t('forgot.send')} busyLabel={t('forgot.sending')} />
      </Stack>
      <BackToSignIn />
    </AuthCard>
  );
}
