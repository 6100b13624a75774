import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { compareOtpSchema, ROUTES } from '@dhub/contract';
import { FormError } from '../../components/FormError';
import { useBodyForm } from '../../hooks/useBodyForm';
import { toast } from '../../lib/toast';
import { useCompareOtp, useSendOtp } from './api';
import { AuthCard } from './components/AuthCard';
import { BackToSignIn } from './components/BackToSignIn';
import { CodeField } from './components/CodeField';
import { GuestPage } from './components/GuestPage';
import { ResendButton } from './components/ResendButton';
import { SubmitButton } from './components/SubmitButton';
import { showFailure } from './failure';
import { PASSWORD_NS } from './i18n';
import { resetFlow, type ResetFlow } from './resetFlow';
import { SignInCodeForm } from './SignInCodeForm';
import { signInFlowOf } from './signInFlow';

/**
 * /auth/two-steps: the code sent by e-mail; a new code once the server's wait is over. For a
 * two-step sign-in (the sign-in page's router state), else for the password reset under way.
 */
export default function TwoStepsPage() {
  const location = useLocation();
  const [signIn] = useState(() => signInFlowOf(location.state));
  const [flow] = useState(resetFlow.read);
  return <GuestPage>{signIn ? <SignInCodeForm flow={signIn} /> : flow ? <CodeForm flow={flow} /> : <NoResetUnderWay />}</GuestPage>;
}

function NoResetUnderWay() {
  const { t } = useTranslation(PASSWORD_NS);
  return (
    <AuthCard title={t('twoSteps.title')} subtitle={t('twoSteps.noEmail')}>
      <Button component={RouterLink} to={ROUTES.forgotPassword} variant="contained" size="large" fullWidth>
        {t('twoSteps.start')}
      </Button>
      <BackToSignIn />
    </AuthCard>
  );
}

function CodeForm({ flow }: { flow: ResetFlow }) {
  const { t } = useTranslation(PASSWORD_NS);
  const navigate = useNavigate();
  const compare = useCompareOtp();
  const send = useSendOtp();
  const [formError, setFormError] = useState('');
  const [resendAt, setResendAt] = useState(flow.resendAt);
  const { control, handleSubmit, setError, reset } = useBodyForm(
    compareOtpSchema,
    (values: { otp: string }) => ({ email: flow.email, otp: values.otp }),
    {
      defaultValues: { otp: '' },
    },
  );

  const submit = handleSubmit((body) => {
    setFormError('');
    compare.mutate(
      { body },
      {
        onSuccess: ({ resetToken, message }) => {
          resetFlow.confirmed(resetToken);
          toast.success(message);
          navigate(ROUTES.resetPassword);
        },
        onError: (failure) => setFormError(showFailure(failure, setError, ['otp'])),
      },
    );
  });
  const resend = () => {
    setFormError('');
    send.mutate(
      { body: { email: flow.email } },
      {
        onSuccess: (answer) => {
          setResendAt(resetFlow.codeSent(flow.email, answer).resendAt);
          reset({ otp: '' });
          toast.info(t('twoSteps.resent'));
        },
        onError: (failure) => setFormError(showFailure(failure, setError, [])),
      },
    );
  };

  return (
    <AuthCard title={t('twoSteps.title')} subtitle={t('twoSteps.subtitle', { email: flow.email, minutes: flow.codeMinutes })}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        {formError && <FormError>{formError}</FormError>}
        <CodeField control={control} name="otp" id="reset-code" label={t('twoSteps.code')} />
        <SubmitButton busy={compare.isPending} label={t('twoSteps.verify')} busyLabel={t('twoSteps.verifying')} />
        <ResendButton key={resendAt} until={resendAt} busy={send.isPending} onClick={resend} />
        <Button component={RouterLink} to={ROUTES.forgotPassword} variant="text" size="small">
          {t('twoSteps.otherEmail')}
        </Button>
      </Stack>
      <BackToSignIn />
    </AuthCard>
  );
}
