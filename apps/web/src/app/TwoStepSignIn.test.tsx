import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { authEndpoints, ROUTES, storeEndpoints, STORAGE_KEYS, TWO_STEP_MESSAGES, type MessageCode } from '@dhub/contract';
import en from '../features/password/i18n/en';
import { profileHandler, VENDOR_USER } from '../test/fixtures';
import { apiError, endpointKey, type MockAnswer } from '../test/mockApi';
import { mockApi, renderWithProviders } from '../test/render';
import { AppRoutes } from './AppRoutes';

const CODE = '246810';
const challenge = (n: number, resendAfterSeconds = 60) => ({
  challengeToken: `11111111-1111-4111-8111-11111111111${n}.${String(n).repeat(43)}`,
  expiresInSeconds: 600,
  resendAfterSeconds,
});

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}
const path = () => screen.getByTestId('path').textContent;

/** The sign-in of an account with two-step on: the password answers a challenge, the code the session. */
function setup({
  resendAfterSeconds = 60,
  verify,
}: { resendAfterSeconds?: number; verify?: (code: string, token: string) => MockAnswer | undefined } = {}) {
  return mockApi({
    [endpointKey(authEndpoints.vendorLogin)]: () => ({
      body: { message: TWO_STEP_MESSAGES.twoStepCodeSent, twoStep: challenge(1, resendAfterSeconds) },
    }),
    [endpointKey(authEndpoints.verifyTwoStep)]: (call) => {
      const { code, challengeToken } = call.body as { code: string; challengeToken: string };
      return (
        verify?.(code, challengeToken) ??
        (code === CODE
          ? { body: { token: 'token-2fa', message: 'Login successful', user: VENDOR_USER } }
          : apiError(400, 'otpInvalid', { code: 'otpInvalid' }))
      );
    },
    [endpointKey(authEndpoints.resendTwoStep)]: () => ({ body: { message: TWO_STEP_MESSAGES.twoStepCodeResent, twoStep: challenge(2) } }),
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
  });
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  renderWithProviders(
    <>
      <AppRoutes />
      <Location />
    </>,
    { route: ROUTES.login },
  );
  await user.type(await screen.findByLabelText(/email/i), 'Asha@Example.com');
  await user.type(screen.getByLabelText(/^password/i), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { name: en.signInCode.title })).toBeTruthy();
}

beforeEach(() => sessionStorage.clear());

describe('two-step sign-in', () => {
  it('the password leads to the code page (no session yet); the right code signs in and lands on the dashboard', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await signInWithPassword(user);
    expect(path()).toBe(ROUTES.twoSteps);
    expect(screen.getByText(/asha@example\.com/)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    const code = screen.getByLabelText(new RegExp(en.twoSteps.code));
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: en.signInCode.verify }));
    expect(await screen.findByText(en.messages.otpFormat)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '135790');
    await user.click(screen.getByRole('button', { name: en.signInCode.verify }));
    expect(await screen.findByText(en.messages.otpInvalid)).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();

    await user.clear(code);
    await user.type(code, CODE);
    await user.click(screen.getByRole('button', { name: en.signInCode.verify }));
    await waitFor(() => expect(path()).toBe(ROUTES.dashboard));
    expect(await screen.findByText('Fresh Mart')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-2fa');
    const verified = calls.filter((c) => c.path === authEndpoints.verifyTwoStep.path).map((c) => c.body);
    expect(verified.at(-1)).toEqual({ challengeToken: challenge(1).challengeToken, code: CODE });
  });

  it('a new code once the wait is over: the next check sends the new challenge', async () => {
    const user = userEvent.setup();
    const calls = setup({ resendAfterSeconds: 1 });
    await signInWithPassword(user);
    expect(((await screen.findByRole('button', { name: /Send a new code in \d+ s/ })) as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole('button', { name: en.twoSteps.resend }, { timeout: 3000 }));
    await waitFor(() => expect(calls.filter((c) => c.path === authEndpoints.resendTwoStep.path)).toHaveLength(1));
    expect(calls.find((c) => c.path === authEndpoints.resendTwoStep.path)?.body).toEqual({ challengeToken: challenge(1).challengeToken });
    // The new wait is the server's (60 s).
    expect(await screen.findByRole('button', { name: /Send a new code in \d+ s/ })).toBeTruthy();

    await user.type(screen.getByLabelText(new RegExp(en.twoSteps.code)), CODE);
    await user.click(screen.getByRole('button', { name: en.signInCode.verify }));
    await waitFor(() => expect(path()).toBe(ROUTES.dashboard));
    expect(calls.find((c) => c.path === authEndpoints.verifyTwoStep.path)?.body).toEqual({
      challengeToken: challenge(2).challengeToken,
      code: CODE,
    });
  });

  it.each<[number, MessageCode]>([
    [429, 'otpTooManyTries'],
    [400, 'twoStepChallengeInvalid'],
  ])('shows why a code was refused (%i %s), translated', async (status, refusal) => {
    const user = userEvent.setup();
    setup({ verify: () => apiError(status, refusal) });
    await signInWithPassword(user);
    await user.type(screen.getByLabelText(new RegExp(en.twoSteps.code)), CODE);
    await user.click(screen.getByRole('button', { name: en.signInCode.verify }));
    expect((await screen.findByRole('alert')).textContent).toContain(en.messages[refusal as keyof typeof en.messages]);
    expect(path()).toBe(ROUTES.twoSteps);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
