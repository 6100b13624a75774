import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MESSAGES, passwordEndpoints, ROUTES, storeEndpoints } from '@dhub/contract';
import { sessionStore } from '../../session/session';
import { profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import en from './i18n/en';
import { passwordRoutes } from './routes';

function setup() {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(passwordEndpoints.changePassword)]: (call) =>
      (call.body as { currentPassword: string }).currentPassword === 'Old-one 2025'
        ? { body: { message: PASSWORD_MESSAGES.passwordChanged, token: 'token-2' } }
        : apiError(400, 'currentPasswordWrong', { currentPassword: 'currentPasswordWrong' }),
  });
}

const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) => {
  for (const [label, value] of [
    [en.change.currentPassword, current],
    [`^${en.newPassword}`, next],
    [en.confirmPassword, confirm],
  ] as const) {
    const input = screen.getByLabelText(new RegExp(label));
    await user.clear(input);
    await user.type(input, value);
  }
};

describe('change password', () => {
  it.each([ROUTES.changePassword, ROUTES.changePasswords])(
    '%s: refuses a wrong current password, then changes it and keeps the session with its new token',
    async (route) => {
      const user = userEvent.setup();
      const calls = setup();
      renderRoutes(passwordRoutes, route);
      expect(await screen.findByRole('heading', { name: en.change.title })).toBeTruthy();

      await fill(user, 'Wrong 2025', 'Brand-new 2026');
      await user.click(screen.getByRole('button', { name: en.change.save }));
      expect(await screen.findByText(en.messages.currentPasswordWrong)).toBeTruthy();
      expect(sessionStore.getToken()).toBe('token-1');

      await fill(user, 'Old-one 2025', 'Brand-new 2026');
      await user.click(screen.getByRole('button', { name: en.change.save }));
      await waitFor(() => expect(sessionStore.getToken()).toBe('token-2'));
      expect(calls.filter((c) => c.path === passwordEndpoints.changePassword.path).at(-1)?.body).toEqual({
        currentPassword: 'Old-one 2025',
        newPassword: 'Brand-new 2026',
        confirmPassword: 'Brand-new 2026',
      });
      expect(sessionStore.get()?.user.email).toBeTruthy();
      await waitFor(() => expect((screen.getByLabelText(new RegExp(en.change.currentPassword)) as HTMLInputElement).value).toBe(''));
    },
  );

  it("checks the contract's rules before sending: a weak password, the same password, a confirmation that differs", async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderRoutes(passwordRoutes, ROUTES.changePassword);
    await screen.findByRole('heading', { name: en.change.title });
    await fill(user, 'Old-one 2025', 'short');
    await user.click(screen.getByRole('button', { name: en.change.save }));
    expect(await screen.findByText(/at least 8 characters and contain/)).toBeTruthy();
    await fill(user, 'Old-one 2025', 'Old-one 2025');
    await user.click(screen.getByRole('button', { name: en.change.save }));
    expect(await screen.findByText(en.messages.passwordUnchanged)).toBeTruthy();
    await fill(user, 'Old-one 2025', 'Brand-new 2026', 'Brand-new 2027');
    await user.click(screen.getByRole('button', { name: en.change.save }));
    expect(await screen.findByText(en.messages.passwordsDontMatch)).toBeTruthy();
    expect(calls.some((c) => c.path === passwordEndpoints.changePassword.path)).toBe(false);
  });

  it('shows how strong the new password is as it is typed', async () => {
    const user = userEvent.setup();
    setup();
    renderRoutes(passwordRoutes, ROUTES.changePassword);
    const input = await screen.findByLabelText(new RegExp(`^${en.newPassword}`));
    await user.type(input, 'password1');
    expect(await screen.findByText(/Password strength: (very weak|weak)/)).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'v9#Lq2!zR7@mW4pX');
    expect(await screen.findByText('Password strength: strong')).toBeTruthy();
  });
});
