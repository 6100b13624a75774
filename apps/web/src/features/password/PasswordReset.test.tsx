import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES, passwordEndpoints, ROUTES } from '@dhub/contract';
import { lazyPage } from '../../navigation/lazyPage';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import en from './i18n/en';

const RESET_TOKEN = '11111111-1111-4111-8111-111111111111.' + 'a'.repeat(43);
const pages = [
  { path: ROUTES.forgotPassword, page: lazyPage(() => import('./ForgotPasswordPage')) },
  { path: ROUTES.twoSteps, page: lazyPage(() => import('./TwoStepsPage')) },
  { path: ROUTES.resetPassword, page: lazyPage(() => import('./ResetPasswordPage')) },
  { path: ROUTES.login, page: lazyPage(async () => ({ default: () => <h1>Sign-in page</h1> })) },
];

const sent = (resendAfterSeconds = 60): MockAnswer => ({
  body: { message: PASSWORD_MESSAGES.otpSent, expiresInSeconds: 600, resendAfterSeconds },
});

function setup({
  resendAfterSeconds = 60,
  compare,
}: { resendAfterSeconds?: number; compare?: (otp: string) => MockAnswer | undefined } = {}) {
  return mockApi({
    [endpointKey(passwordEndpoints.sendOtp)]: () => sent(resendAfterSeconds),
    [endpointKey(passwordEndpoints.compareOtp)]: (call) =>
      compare?.((call.body as { otp: string }).otp) ?? {
        body: { message: PASSWORD_MESSAGES.otpConfirmed, resetToken: RESET_TOKEN, expiresInSeconds: 900 },
      },
    [endpointKey(passwordEndpoints.resetPassword)]: () => ({ body: { message: PASSWORD_MESSAGES.passwordReset } }),
  });
}

beforeEach(() => sessionStorage.clear());

describe('forgot password', () => {
  it('sends a code to the address, checks the code, sets the new password and goes to the sign-in page', async () => {
    const user = userEvent.setup();
    const calls = setup({ compare: (otp) => (otp === '123456' ? undefined : apiError(400, 'otpInvalid', { otp: 'otpInvalid' })) });
    renderRoutes(pages, ROUTES.forgotPassword);

    await user.type(await screen.findByLabelText(new RegExp(en.forgot.email)), 'Owner@Example.com');
    await user.click(screen.getByRole('button', { name: en.forgot.send }));
    expect(await screen.findByRole('heading', { name: en.twoSteps.title })).toBeTruthy();
    expect(screen.getByText(/owner@example\.com/)).toBeTruthy();
    expect(calls.find((c) => c.path === passwordEndpoints.sendOtp.path)?.body).toEqual({ email: 'owner@example.com' });

    const code = screen.getByLabelText(new RegExp(en.twoSteps.code));
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: en.twoSteps.verify }));
    expect(await screen.findByText(PASSWORD_MESSAGES.otpFormat)).toBeTruthy();
    await user.type(code, '9');
    await user.click(screen.getByRole('button', { name: en.twoSteps.verify }));
    expect(await screen.findByText(en.messages.otpInvalid)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: en.twoSteps.verify }));

    expect(await screen.findByRole('heading', { name: en.reset.title })).toBeTruthy();
    await user.type(screen.getByLabelText(new RegExp(`^${en.newPassword}`)), 'Fresh-start 2026');
    await user.type(screen.getByLabelText(new RegExp(en.confirmPassword)), 'Fresh-start 2027');
    await user.click(screen.getByRole('button', { name: en.reset.save }));
    expect(await screen.findByText(en.messages.passwordsDontMatch)).toBeTruthy();
    expect(calls.some((c) => c.path === passwordEndpoints.resetPassword.path)).toBe(false);

    await user.clear(screen.getByLabelText(new RegExp(en.confirmPassword)));
    await user.type(screen.getByLabelText(new RegExp(en.confirmPassword)), 'Fresh-start 2026');
    await user.click(screen.getByRole('button', { name: en.reset.save }));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(calls.find((c) => c.path === passwordEndpoints.resetPassword.path)?.body).toEqual({
      resetToken: RESET_TOKEN,
      newPassword: 'Fresh-start 2026',
      confirmPassword: 'Fresh-start 2026',
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('offers a new code only once the wait the server gave is over', async () => {
    const user = userEvent.setup();
    const calls = setup({ resendAfterSeconds: 1 });
    renderRoutes(pages, ROUTES.forgotPassword);
    await user.type(await screen.findByLabelText(new RegExp(en.forgot.email)), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: en.forgot.send }));
    const waiting = await screen.findByRole('button', { name: /Send a new code in \d+ s/ });
    expect((waiting as HTMLButtonElement).disabled).toBe(true);
    const resend = await screen.findByRole('button', { name: en.twoSteps.resend }, { timeout: 3000 });
    expect((resend as HTMLButtonElement).disabled).toBe(false);
    await user.click(resend);
    await waitFor(() => expect(calls.filter((c) => c.path === passwordEndpoints.sendOtp.path)).toHaveLength(2));
  });

  it('shows the reason a code request was refused', async () => {
    const user = userEvent.setup();
    mockApi({ [endpointKey(passwordEndpoints.sendOtp)]: () => apiError(429, 'otpTooManyRequests') });
    renderRoutes(pages, ROUTES.forgotPassword);
    await user.type(await screen.findByLabelText(new RegExp(en.forgot.email)), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: en.forgot.send }));
    expect((await screen.findByRole('alert')).textContent).toContain(en.messages.otpTooManyRequests);
  });

  it('sends to the first step a visitor who arrives at the code or the new password without one', async () => {
    renderRoutes(pages, ROUTES.resetPassword);
    expect(await screen.findByText(en.reset.noToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.reset.startAgain }).getAttribute('href')).toBe(ROUTES.forgotPassword);
  });

  it('a spent reset token starts the reset again', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(
      'dhub.passwordReset',
      JSON.stringify({ email: 'a@b.co', resendAt: 0, codeMinutes: 10, resetToken: RESET_TOKEN }),
    );
    mockApi({ [endpointKey(passwordEndpoints.resetPassword)]: () => apiError(400, 'resetTokenInvalid') });
    renderRoutes(pages, ROUTES.resetPassword);
    await user.type(await screen.findByLabelText(new RegExp(`^${en.newPassword}`)), 'Fresh-start 2026');
    await user.type(screen.getByLabelText(new RegExp(en.confirmPassword)), 'Fresh-start 2026');
    await user.click(screen.getByRole('button', { name: en.reset.save }));
    expect(await screen.findByText(en.messages.resetTokenInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.reset.startAgain })).toBeTruthy();
  });
});
