import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookupEndpoints, MESSAGES, PROFILE_MESSAGES, profileEndpoints, storeEndpoints } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { profileRoutes } from './routes';
import { GROCERY_DETAIL } from './testData';

function setup(save?: () => MockAnswer) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(storeEndpoints.storeDetail, { storeId: GROCERY_STORE._id })]: () => ({ body: { store: GROCERY_DETAIL } }),
    [endpointKey(lookupEndpoints.countries)]: () => ({ body: { country: [GROCERY_DETAIL.country] } }),
    [endpointKey(lookupEndpoints.states)]: () => ({ body: { state: [GROCERY_DETAIL.state] } }),
    [endpointKey(lookupEndpoints.cities)]: () => ({ body: { cities: [GROCERY_DETAIL.city] } }),
    [endpointKey(profileEndpoints.updateStore)]: () =>
      save?.() ?? { body: { message: PROFILE_MESSAGES.storeSaved, storeId: GROCERY_STORE._id, returnedToReview: false } },
  });
}

const saved = (calls: ReturnType<typeof setup>) => calls.filter((call) => call.path === profileEndpoints.updateStore.path);
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Save store details' }));

describe('/profile', () => {
  it("is filled with the store's details and sends them as the registration encodes them", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/profile');
    const name = await screen.findByRole('textbox', { name: /Store name/ });
    expect((name as HTMLInputElement).value).toBe('Fresh Mart');
    await user.clear(name);
    await user.type(name, 'Fresh Mart Express');
    await user.type(screen.getByRole('textbox', { name: /Delivery pincodes/ }), '560008{Enter}');
    await user.type(screen.getByRole('textbox', { name: /Meta keywords/ }), 'fruit,');
    await user.click(screen.getByRole('button', { name: 'Remove business image 1' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /City/ })).toHaveProperty('value', GROCERY_DETAIL.city._id));
    await submit(user);

    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    const form = saved(calls)[0]!.body as FormData;
    expect(form.get('storeId')).toBe(GROCERY_STORE._id);
    expect(form.get('name')).toBe('Fresh Mart Express');
    expect(form.get('phone')).toBe('9876543210');
    expect(form.get('latitude')).toBe('12.97');
    expect(form.get('cityId')).toBe(GROCERY_DETAIL.city._id);
    expect(JSON.parse(form.get('deliveryPincode') as string)).toEqual(['560038', '560008']);
    expect(form.get('metakeywords')).toBe('grocery,fruit');
    expect(JSON.parse(form.get('removeBusinessImages') as string)).toEqual([GROCERY_DETAIL.businessImages[0]]);
    expect(JSON.parse(form.get('workingHours') as string)).toEqual(GROCERY_DETAIL.workingHours);
    expect(await screen.findByText(PROFILE_MESSAGES.storeSaved)).toBeTruthy();
  });

  it('refuses what the registration refuses before sending: a blank name, a repeated pincode', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/profile');
    await user.clear(await screen.findByRole('textbox', { name: /Store name/ }));
    await user.type(screen.getByRole('textbox', { name: /Delivery pincodes/ }), '560038{Enter}');
    expect(await screen.findByText(MESSAGES.pincodeDuplicate)).toBeTruthy();
    await submit(user);
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(saved(calls)).toHaveLength(0);
  });

  it("shows the server's field error under its input", async () => {
    setup(() => apiError(400, 'unknownLocation', { cityId: 'unknownLocation' }));
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/profile');
    await screen.findByRole('textbox', { name: /Store name/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /City/ })).toHaveProperty('value', GROCERY_DETAIL.city._id));
    await submit(user);
    const city = screen.getByRole('combobox', { name: /City/ }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(city).findByText(MESSAGES.unknownLocation)).toBeTruthy();
  });

  it('warns that a new logo sends an approved store back to review, and sends it', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/profile');
    await user.upload(await screen.findByLabelText('Replace: Store logo'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText(/A new logo is a document/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /City/ })).toHaveProperty('value', GROCERY_DETAIL.city._id));
    await submit(user);
    await waitFor(() => expect(saved(calls)).toHaveLength(1));
    expect(((saved(calls)[0]!.body as FormData).get('logo') as File).name).toBe('logo.png');
  });
});
