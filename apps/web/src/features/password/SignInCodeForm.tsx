import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, verifyTwoStepSchema } from '@dhub/contract';
import { FormError } from '../../components/FormError';
import { useBodyForm } from '../../hooks/useBodyForm';
import { translateCode } from '../../i18n';
import { toast } from '../../lib/toast';
import { sessionStore } from '../../session/session';
import { useResendTwoStep, useVerifyTwoStep } from './api';
import { AuthCard } from './components/AuthCard';
import { BackToSignIn } from './components/BackToSignIn';
import { CodeField } from './components/CodeField';
import { ResendButton } from './components/ResendButton';
import { SubmitButton } from './components/SubmitButton';
import { showFailure } from './failure';
import { PASSWORD_NS } from './i18n';
import { resentState, signInFlowOf, type SignInFlow } from './signInFlow';

/**
 * The second step of a two-step sign-in: the code e-mailed after the right password. The right code
 * signs in (the session as the sign-in page keeps it) and goes on to where the visitor was going,
 * else the dashboard; a new code (a new challenge) once the server's wait is over.
 */
export function SignInCodeForm({ flow: first }: { flow: SignInFlow }) {
  const { t } = useTranslation(PASSWORD_NS);
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifyTwoStep();
  const resend = useResendTwoStep();
  const [flow, setFlow] = useState(first);
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, setError, reset } = useBodyForm(
    verifyTwoStepSchema,
    (values: { code: string }) => ({ challengeToken: flow.challengeToken, code: values.code }),
    { defaultValues: { code: '' } },
  );

  const submit = handleSubmit((body) => {
    setFormError('');
    verify.mutate(
      { body },
      {
        onSuccess: ({ token, user }) => {
          sessionStore.signIn({ token, user });
          toast.success(translateCode('loginSuccess'));
          navigate(flow.returnTo ?? ROUTES.dashboard, { replace: true });
        },
        onError: (failure) => setFormError(showFailure(failure, setError, ['code'])),
      },
    );
  });
  const sendAgain = () => {
    setFormError('');
    resend.mutate(
      { body: { challengeToken: flow.challengeToken } },
      {
        onSuccess: ({ twoStep }) => {
          // The new challenge replaces the old one, in this history entry too (a reload keeps it).
          const state = resentState(flow, twoStep);
          navigate(location.pathname, { replace: true, state });
          setFlow(signInFlowOf(state) ?? flow);
          reset({ code: '' });
          toast.info(t('twoSteps.resent'));
        },
        onError: (failure) => setFormError(showFailure(failure, setError, [])),
      },
    );
  };

  return (
    <AuthCard title={t('signInCode.title')} subtitle={t('signInCode.subtitle', { email: flow.email, minutes: flow.codeMinutes })}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
        {formError && <FormError>{formError}</FormError>}
        <CodeField control={control} name="code" id="sign-in-code" label={t('twoSteps.code')} />
        <SubmitButton busy={verify.isPending} label={t('signInCode.verify')} busyLabel={t('twoSteps.verifying')} />
        <ResendButton key={flow.resendAt} until={flow.resendAt} busy={resend.isPending} onClick={sendAgain} />
      </Stack>
      <BackToSignIn />
    </AuthCard>
  );
}
