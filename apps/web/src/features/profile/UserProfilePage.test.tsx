import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROFILE_MESSAGES, profileEndpoints, storeEndpoints } from '@dhub/contract';
import { sessionStore } from '../../session/session';
import { profileHandler, signIn, VENDOR_USER } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type ApiCall, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { profileRoutes } from './routes';
import en from './i18n/en';

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

describe('/user-profile: two-step sign-in', () => {
  /** The profile says whether it is on; the switch answers (with the password) and the profile follows. */
  function twoStepSetup(answer: (body: { enabled: boolean; currentPassword: string }) => MockAnswer | undefined = () => undefined) {
    signIn();
    let on = false;
    const calls = mockApi({
      [endpointKey(storeEndpoints.vendorProfile)]: (call) => {
        const base = profileHandler()(call)!;
        const body = base.body as { vendor: object };
        return { body: { ...body, vendor: { ...body.vendor, twoStepSignIn: on } } };
      },
      [endpointKey(profileEndpoints.updateTwoStep)]: (call) => {
        const body = call.body as { enabled: boolean; currentPassword: string };
        const refused = answer(body);
        if (refused) return refused;
        on = body.enabled;
        return {
          body: { message: on ? PROFILE_MESSAGES.twoStepTurnedOn : PROFILE_MESSAGES.twoStepTurnedOff, twoStepSignIn: on },
        };
      },
    });
    return calls;
  }
  const switched = (calls: ApiCall[]) => calls.filter((call) => call.path === profileEndpoints.updateTwoStep.path);

  it('turns it on with the current password, refusing a wrong one on its field; then off', async () => {
    const calls = twoStepSetup((body) =>
      body.currentPassword === 'Vendor@123'
        ? undefined
        : apiError(400, 'twoStepPasswordWrong', { currentPassword: 'twoStepPasswordWrong' }),
    );
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/user-profile');
    const section = await screen.findByRole('region', { name: en.twoStep.title });
    expect(within(section).getByText(en.twoStep.status.off)).toBeTruthy();
    expect(within(section).getByText(en.twoStep.help.replace('{{email}}', VENDOR_USER.email))).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: en.twoStep.turnOn }));
    let dialog = await screen.findByRole('dialog', { name: en.twoStep.dialogOn });
    await user.click(within(dialog).getByRole('button', { name: en.twoStep.turnOn }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(switched(calls)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(new RegExp(en.twoStep.currentPassword)), 'Wrong-one 1');
    await user.click(within(dialog).getByRole('button', { name: en.twoStep.turnOn }));
    expect(await within(dialog).findByText(en.messages.twoStepPasswordWrong)).toBeTruthy();
    expect(within(section).getByText(en.twoStep.status.off)).toBeTruthy();

    const password = within(dialog).getByLabelText(new RegExp(en.twoStep.currentPassword));
    await user.clear(password);
    await user.type(password, 'Vendor@123');
    await user.click(within(dialog).getByRole('button', { name: en.twoStep.turnOn }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(switched(calls).at(-1)?.body).toEqual({ enabled: true, currentPassword: 'Vendor@123' });
    expect(await within(section).findByText(en.twoStep.status.on)).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: en.twoStep.turnOff }));
    dialog = await screen.findByRole('dialog', { name: en.twoStep.dialogOff });
    await user.type(within(dialog).getByLabelText(new RegExp(en.twoStep.currentPassword)), 'Vendor@123');
    await user.click(within(dialog).getByRole('button', { name: en.twoStep.turnOff }));
    await waitFor(() => expect(switched(calls).at(-1)?.body).toEqual({ enabled: false, currentPassword: 'Vendor@123' }));
    expect(await within(section).findByText(en.twoStep.status.off)).toBeTruthy();
  });
});
