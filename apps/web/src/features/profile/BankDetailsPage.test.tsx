import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PROFILE_MESSAGES, profileEndpoints, storeEndpoints, type BankDetails } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { profileRoutes } from './routes';
import { VERIFIED_BANK } from './testData';

function setup(bank: BankDetails = VERIFIED_BANK, save?: (body: Record<string, unknown>) => MockAnswer | undefined) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(profileEndpoints.bank)]: () => ({ body: bank }),
    [endpointKey(profileEndpoints.updateBank)]: (call) =>
      save?.(call.body as Record<string, unknown>) ?? {
        body: { message: PROFILE_MESSAGES.bankSaved, bank: { ...bank, status: 'pending' } },
      },
  });
}

async function openChange(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Change bank account' }));
  return screen.findByRole('dialog', { name: `Bank account of ${GROCERY_STORE.name}` });
}

describe('/bank-details', () => {
  it("shows the current store's account masked, with its verification", async () => {
    const calls = setup();
    renderRoutes(profileRoutes, '/bank-details');
    expect(await screen.findByRole('heading', { name: 'Bank details', level: 1 })).toBeTruthy();
    expect(await screen.findByText('••••7890')).toBeTruthy();
    expect(screen.getByText('State Bank of India')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Payouts are paid to this account.')).toBeTruthy();
    expect(calls.find((call) => call.path === profileEndpoints.bank.path)?.query.get('storeId')).toBe(GROCERY_STORE._id);
  });

  it("a rejected account shows the operator's reason", async () => {
    setup({ ...VERIFIED_BANK, status: 'rejected', reason: 'The name does not match.' });
    renderRoutes(profileRoutes, '/bank-details');
    expect(await screen.findByText('Reason: The name does not match.')).toBeTruthy();
    expect(screen.getByText('Rejected')).toBeTruthy();
  });

  it('refuses a change without the current password (nothing is sent)', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/bank-details');
    const dialog = await openChange(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(calls.some((call) => call.path === profileEndpoints.updateBank.path)).toBe(false);
  });

  it("checks the registration's rules before sending (a bad IFSC code)", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/bank-details');
    const dialog = await openChange(user);
    const ifsc = within(dialog).getByRole('textbox', { name: /IFSC code/ });
    await user.clear(ifsc);
    await user.type(ifsc, 'SBIN12');
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '123456789012');
    await user.type(within(dialog).getByLabelText(/Your current password/), 'Vendor@123');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect(await within(dialog).findByText(MESSAGES.invalidIfsc)).toBeTruthy();
    expect(calls.some((call) => call.path === profileEndpoints.updateBank.path)).toBe(false);
  });

  it("shows the server's refusal of a wrong password under the password field, then saves with the right one", async () => {
    let attempts = 0;
    const calls = setup(VERIFIED_BANK, (body) =>
      ++attempts === 1 && body.currentPassword === 'wrong-1234'
        ? apiError(400, 'bankPasswordWrong', { currentPassword: 'bankPasswordWrong' })
        : undefined,
    );
    const user = userEvent.setup();
    renderRoutes(profileRoutes, '/bank-details');
    const dialog = await openChange(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '1234 5678 9012');
    const password = within(dialog).getByLabelText(/Your current password/);
    await user.type(password, 'wrong-1234');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    expect(await within(dialog).findByText(PROFILE_MESSAGES.bankPasswordWrong)).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Vendor@123');
    await user.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((call) => call.path === profileEndpoints.updateBank.path).at(-1)!.body;
    expect(sent).toEqual({
      storeId: GROCERY_STORE._id,
      bankName: 'State Bank of India',
      branchName: 'Indiranagar',
      accountHolderName: 'Asha Rao',
      accountNumber: '123456789012',
      ifsCode: 'SBIN0005678',
      upiId: 'asha@sbi',
      currentPassword: 'Vendor@123',
    });
  });
});
