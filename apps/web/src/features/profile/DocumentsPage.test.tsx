import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROFILE_MESSAGES, profileEndpoints, storeEndpoints, type StoreDocuments } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { profileRoutes } from './routes';
import { documentsOf } from './testData';

function setup(answer: StoreDocuments = documentsOf()) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(profileEndpoints.documents)]: () => ({ body: answer }),
    [endpointKey(profileEndpoints.updateDocuments)]: () => ({
      body: { ...answer, message: PROFILE_MESSAGES.documentsSaved, returnedToReview: false },
    }),
  });
}

const card = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('li')!;
const sent = (calls: ReturnType<typeof setup>) => calls.filter((call) => call.path === profileEndpoints.updateDocuments.path);

describe('/profile-verify', () => {
  it("lists each document with its status and the operator's reason", async () => {
    setup();
    renderRoutes(profileRoutes, '/profile-verify');
    expect(await screen.findByRole('heading', { name: 'Documents', level: 1 })).toBeTruthy();
    expect(within(await card('PAN / driving licence (front)')).getByText('Verified')).toBeTruthy();
    const back = await card('Aadhaar card (back)');
    expect(within(back).getByText('Rejected')).toBeTruthy();
    expect(within(back).getByText('Reason: The photo is blurred.')).toBeTruthy();
    expect(within(await card('PAN / driving licence number')).getByText('In review')).toBeTruthy();
    expect(within(await card('GST bill')).getByText('Missing')).toBeTruthy();
    expect(screen.getByText('2 of 4 required documents verified')).toBeTruthy();
  });

  it('uploads an optional document at once, as a multipart form of the store', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/profile-verify');
    const gst = await card('GST bill');
    await user.upload(within(gst).getByLabelText('Upload GST bill'), new File(['%PDF'], 'gst.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    const form = sent(calls)[0]!.body as FormData;
    expect(form.get('storeId')).toBe(GROCERY_STORE._id);
    expect((form.get('gst_bill') as File).name).toBe('gst.pdf');
    expect(await screen.findByText(PROFILE_MESSAGES.documentsSaved)).toBeTruthy();
  });

  it('asks before replacing a required document of an approved store (it goes back to review)', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/profile-verify');
    const back = await card('Aadhaar card (back)');
    await user.upload(within(back).getByLabelText('Replace Aadhaar card (back)'), new File(['png'], 'back.png', { type: 'image/png' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send your store back to review?' });
    expect(sent(calls)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect(((sent(calls)[0]!.body as FormData).get('aadhar_card_back') as File).name).toBe('back.png');
  });

  it('refuses a file of another type on pick, with the registration’s message', async () => {
    const calls = setup();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(profileRoutes, '/profile-verify');
    const gst = await card('GST bill');
    await user.upload(within(gst).getByLabelText('Upload GST bill'), new File(['x'], 'bill.gif', { type: 'image/gif' }));
    expect(await screen.findByText(MESSAGES.documentTypes)).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });

  it('a number is typed in a dialog with the registration’s rule, then sent', async () => {
    const calls = setup({ ...documentsOf(), storeStatus: 'pending' });
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/profile-verify');
    await user.click(
      within(await card('PAN / driving licence number')).getByRole('button', { name: 'Change PAN / driving licence number' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /PAN \/ driving licence number/ }), 'ABCDE1234F');
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(sent(calls)).toHaveLength(1));
    expect((sent(calls)[0]!.body as FormData).get('pan_number')).toBe('ABCDE1234F');
  });

  it('checks an Aadhaar number is 12 digits before sending', async () => {
    const calls = setup({ ...documentsOf(), storeStatus: 'pending' });
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/profile-verify');
    await user.click(within(await card('Aadhaar number')).getByRole('button', { name: 'Change Aadhaar number' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Aadhaar number/ }), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Send for review' }));
    expect(await within(dialog).findByText(MESSAGES.aadharFormat)).toBeTruthy();
    expect(sent(calls)).toHaveLength(0);
  });
});
