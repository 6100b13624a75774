import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DELIVERY_BOY_MESSAGES as M, deliveryBoyEndpoints, MESSAGES } from '@dhub/contract';
import { GROCERY_STORE, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type ApiCall, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { deliveryBoysRoutes } from './routes';
import { BOY_ID, deliveryBoyHandlers, RIDER, ZONE } from './testFixtures';

const saved = (message: string): MockAnswer => ({ status: 201, body: { message, deliveryBoy: RIDER } });
const posted = (calls: ApiCall[]) => calls.find((call) => call.method === 'POST');
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function setup(answers: { add?: () => MockAnswer; update?: () => MockAnswer } = {}) {
  signIn();
  return mockApi(
    deliveryBoyHandlers({
      [endpointKey(deliveryBoyEndpoints.add)]: () => answers.add?.() ?? saved(M.deliveryBoyAdded),
      [endpointKey(deliveryBoyEndpoints.update, { id: BOY_ID })]: () => answers.update?.() ?? saved(M.deliveryBoySaved),
    }),
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Suresh Kumar');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+91 98450 11223');
  await user.type(screen.getByRole('textbox', { name: /^Registration number/ }), 'ka-01 ab 1234');
  await user.type(screen.getByRole('textbox', { name: /^Driving licence number/ }), 'KA01 2019 0001234');
  await user.selectOptions(await screen.findByRole('combobox', { name: /^Zone/ }), ZONE.name);
  await user.type(screen.getByRole('textbox', { name: /^Document number/ }), '1234 5678 9012');
}

describe('adding a delivery boy', () => {
  it('checks the form by the contract before sending: required fields, a licence with a motor vehicle, the identity copy', async () => {
    const calls = setup();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(deliveryBoysRoutes, '/add-delivery-boy');
    expect(await screen.findByRole('heading', { name: 'Add delivery boy', level: 1 })).toBeTruthy();
    expect(screen.getByText(`For the store ${GROCERY_STORE.name}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add delivery boy' }));
    expect((await screen.findAllByText(MESSAGES.fieldRequired)).length).toBeGreaterThan(0);
    expect(screen.getByText(M.identityDocumentNeeded)).toBeTruthy();
    expect(screen.getByText(M.licenceNeeded)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /^Full name/ }), 'Suresh');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '12ab');
    await user.type(screen.getByRole('textbox', { name: /^Document number/ }), '1234');
    await user.click(screen.getByRole('button', { name: 'Add delivery boy' }));
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeTruthy();
    // The rules across fields, once each field is right: the identity number by its type.
    const phone = screen.getByRole('textbox', { name: /^Phone/ });
    await user.clear(phone);
    await user.type(phone, '9845011223');
    await user.click(screen.getByRole('button', { name: 'Add delivery boy' }));
    expect(await screen.findByText(M.identityNumberFormat)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.invalidPhone)).toBeNull();

    await user.upload(screen.getByLabelText('Copy of the identity document'), new File(['gif'], 'id.gif', { type: 'image/gif' }));
    expect(await screen.findByText(MESSAGES.documentTypes)).toBeTruthy();
    expect(posted(calls)).toBeUndefined();
  });

  it('a bicycle needs no registration number, licence number or licence copy', async () => {
    const calls = setup();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(deliveryBoysRoutes, '/add-delivery-boy');
    await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Anil');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '9845011224');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Vehicle/ }), 'bicycle');
    await user.type(screen.getByRole('textbox', { name: /^Document number/ }), '123456789012');
    await user.upload(screen.getByLabelText('Copy of the identity document'), pdf('aadhaar.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add delivery boy' }));
    await waitFor(() => expect(posted(calls)).toBeTruthy());
    const form = posted(calls)!.body as FormData;
    expect(form.get('vehicleType')).toBe('bicycle');
    expect(form.has('vehicleNumber')).toBe(false);
    expect(form.has('licence_document')).toBe(false);
  });

  it('sends the multipart form with both documents, then opens the new delivery boy', async () => {
    const calls = setup();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(deliveryBoysRoutes, '/add-delivery-boy');
    await screen.findByRole('heading', { name: 'Add delivery boy', level: 1 });
    await fillValid(user);
    await user.click(screen.getByRole('switch', { name: /On duty now/ }));
    await user.upload(screen.getByLabelText('Copy of the driving licence'), pdf('licence.pdf'));
    await user.upload(screen.getByLabelText('Copy of the identity document'), new File(['png'], 'aadhaar.png', { type: 'image/png' }));
    expect(screen.getByText('licence.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add delivery boy' }));

    await waitFor(() => expect(posted(calls)).toBeTruthy());
    const post = posted(calls)!;
    expect(post.path).toBe(deliveryBoyEndpoints.add.path);
    expect(post.headers.Authorization).toBe('Bearer token-1');
    const form = post.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      storeId: GROCERY_STORE._id,
      name: 'Suresh Kumar',
      phone: '+919845011223',
      vehicleType: 'motorbike',
      vehicleNumber: 'KA01AB1234',
      zoneId: ZONE._id,
      licenceNumber: 'KA0120190001234',
      identityType: 'aadhaar',
      identityNumber: '123456789012',
      onDuty: 'false',
    });
    expect((form.get('licence_document') as File).name).toBe('licence.pdf');
    expect((form.get('identity_document') as File).name).toBe('aadhaar.png');
    expect(await screen.findByText(M.deliveryBoyAdded)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: RIDER.name, level: 1 })).toBeTruthy();
  });

  it("shows the API's refusals on their fields", async () => {
    setup({ add: () => apiError(409, 'deliveryBoyPhoneTaken') });
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(deliveryBoysRoutes, '/add-delivery-boy');
    await screen.findByRole('heading', { name: 'Add delivery boy', level: 1 });
    await fillValid(user);
    await user.upload(screen.getByLabelText('Copy of the driving licence'), pdf('licence.pdf'));
    await user.upload(screen.getByLabelText('Copy of the identity document'), pdf('id.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add delivery boy' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(M.deliveryBoyPhoneTaken)).toBeTruthy();
  });

  it('a file the server refuses is named under its field', async () => {
    setup({ add: () => apiError(400, 'fileContentMismatch', { identity_document: 'fileContentMismatch' }) });
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(deliveryBoysRoutes, '/add-delivery-boy');
    await screen.findByRole('heading', { name: 'Add delivery boy', level: 1 });
    await fillValid(user);
    await user.upload(screen.getByLabelText('Copy of the driving licence'), pdf('licence.pdf'));
    await user.upload(screen.getByLabelText('Copy of the identity document'), pdf('fake.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add delivery boy' }));
    expect(await screen.findByText(MESSAGES.fileContentMismatch)).toBeTruthy();
  });
});

describe('editing a delivery boy', () => {
  it('shows the details and the documents on file; sends only a replaced document', async () => {
    const calls = setup();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(deliveryBoysRoutes, `/edit-delivery-Boy?id=${BOY_ID}`);
    expect(await screen.findByRole('heading', { name: `Edit ${RIDER.name}`, level: 1 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Registration number/ }) as HTMLInputElement).value).toBe('KA01AB1234');
    expect(screen.getByText('On file: licence.pdf. Choose a file to replace it.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /^Full name/ });
    await user.clear(name);
    await user.type(name, 'Suresh K.');
    await user.upload(screen.getByLabelText('Copy of the identity document'), pdf('new-id.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(posted(calls)).toBeTruthy());
    const post = posted(calls)!;
    expect(post.path).toBe(`/vendor/delivery_boys/updatedeliveryboy/${BOY_ID}`);
    const form = post.body as FormData;
    expect(form.get('name')).toBe('Suresh K.');
    expect(form.has('storeId')).toBe(false);
    expect(form.has('licence_document')).toBe(false);
    expect((form.get('identity_document') as File).name).toBe('new-id.pdf');
    expect(await screen.findByText(M.deliveryBoySaved)).toBeTruthy();
  });
});
