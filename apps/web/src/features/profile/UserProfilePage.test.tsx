import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROFILE_MESSAGES, profileEndpoints, storeEndpoints } from '@dhub/contract';
import { sessionStore } from '../../session/session';
import { profileHandler, signIn, VENDOR_USER } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { profileRoutes } from './routes';

function setup() {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(profileEndpoints.updateProfile)]: () => ({
      body: {
        message: PROFILE_MESSAGES.profileSaved,
        user: { name: 'Asha R. Rao', phone: '+919876500000', image: '/v1/dhubApi/media/s/me.png' },
      },
    }),
  });
}
const saved = (calls: ReturnType<typeof setup>) => calls.filter((call) => call.path === profileEndpoints.updateProfile.path);

describe('/user-profile', () => {
  it('shows the sign-in email read-only and saves the details and photo; the session follows', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/user-profile');
    expect((await screen.findByRole('textbox', { name: 'Sign-in email' })).getAttribute('readonly')).not.toBeNull();
    const name = screen.getByRole('textbox', { name: /Full name/ });
    await user.clear(name);
    await user.type(name, 'Asha R. Rao');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '+91 98765-00000');
    await user.type(screen.getByRole('textbox', { name: /Alternate phone number/ }), '+919812300000');
    await user.type(screen.getByRole('textbox', { name: /Personal email/ }), 'asha@rao.example');
    await user.type(screen.getByLabelText(/Date of birth/), '1990-05-06');
    await user.upload(screen.getByLabelText('Choose: Profile photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    const form = saved(calls)[0]!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      personalName: 'Asha R. Rao',
      personalEmail: 'asha@rao.example',
      personalPhone: '+919876500000',
      altphone: '+919812300000',
      experiance: '3',
      dob: '1990-05-06',
    });
    expect((form.get('image') as File).name).toBe('me.png');
    await waitFor(() => expect(sessionStore.get()?.user).toMatchObject({ name: 'Asha R. Rao', email: VENDOR_USER.email }));
  });

  it("refuses what the registration refuses (a phone number's format) before sending", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/user-profile');
    await user.type(await screen.findByRole('textbox', { name: /^Phone number/ }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeTruthy();
    expect(saved(calls)).toHaveLength(0);
  });
});
