import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IDEMPOTENCY_HEADER,
  payoutEndpoints,
  storeEndpoints,
  WALLET_MESSAGES,
  walletEndpoints,
  type Payout,
  type PayoutDetail,
  type StoreSummary,
  type WalletSummary,
} from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type ApiCall, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { payoutsRoutes } from './routes';

const PAYOUT_ID = '55555555-5555-4555-8555-555555555555';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const BOOKING_ID = '33333333-3333-4333-8333-333333333333';
const SECOND_STORE: StoreSummary = { ...GROCERY_STORE, _id: '99999999-9999-4999-8999-999999999999', name: 'Fresh Mart Annexe' };

const summary: WalletSummary = {
  currency: 'INR',
  balance: 150_000,
  available: 100_000,
  pending: 50_000,
  held: 0,
  payoutMinimum: 50_000,
  holdSeconds: 604_800,
  upcoming: [],
};
const payout: Payout = {
  _id: PAYOUT_ID,
  number: 'PO-100007',
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  amount: 60_000,
  status: 'paid',
  note: null,
  bank: { bankName: 'State Bank of India', accountHolderName: 'Asha Rao', accountNumberMasked: '••••6789', ifsCode: 'SBIN0001234' },
  bankReference: 'UTR998877',
  reason: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
  approvedAt: '2026-11-21T10:00:00.000Z',
  paidAt: '2026-11-22T10:00:00.000Z',
  rejectedAt: null,
};
const detail: PayoutDetail = {
  ...payout,
  lines: [
    {
      sale: { kind: 'order', id: ORDER_ID, number: '100042' },
      gross: 49_900,
      couponCost: 5_000,
      commission: 4_490,
      net: 40_410,
      covered: 40_410,
      settledAt: '2026-11-10T10:00:00.000Z',
      availableAt: '2026-11-17T10:00:00.000Z',
    },
    {
      sale: { kind: 'booking', id: BOOKING_ID, number: '200007' },
      gross: 20_000,
      couponCost: 0,
      commission: 2_000,
      net: 18_000,
      covered: 9_590,
      settledAt: '2026-11-11T10:00:00.000Z',
      availableAt: '2026-11-18T10:00:00.000Z',
    },
  ],
  other: 10_000,
};

function setup(handlers: { add?: (call: ApiCall) => MockAnswer | undefined; stores?: StoreSummary[] } = {}) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(handlers.stores),
    [endpointKey(walletEndpoints.get)]: (call) => ({
      body: { items: [], page: 1, limit: 1, total: 0, storeId: call.query.get('storeId'), summary },
    }),
    [endpointKey(payoutEndpoints.list)]: () => ({ body: { items: [payout], page: 1, limit: 20, total: 1 } }),
    [endpointKey(payoutEndpoints.get, { id: PAYOUT_ID })]: () => ({ body: detail }),
    [endpointKey(payoutEndpoints.add)]: (call) =>
      handlers.add?.(call) ?? {
        status: 201,
        body: { message: WALLET_MESSAGES.payoutRequested, payout: { ...payout, status: 'pending', paidAt: null, approvedAt: null } },
      },
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === payoutEndpoints.add.path);

async function requestForm() {
  const form = await screen.findByRole('region', { name: 'Request a payout' });
  await within(form).findByText('₹1,000.00');
  return form;
}

describe('payouts', () => {
  it('shows the available balance and the minimum, and refuses an amount above available or below the minimum without sending it', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(payoutsRoutes, '/payout');
    const form = await requestForm();
    expect(within(form).getByText('₹500.00')).toBeTruthy();
    expect(calls.find((call) => call.path === walletEndpoints.get.path)!.query.get('limit')).toBe('1');
    const amount = within(form).getByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '1000.01');
    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    expect(await within(form).findByText(WALLET_MESSAGES.payoutOverAvailable)).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '499');
    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    expect(await within(form).findByText(WALLET_MESSAGES.payoutBelowMinimum)).toBeTruthy();
    await user.clear(amount);
    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends an Idempotency-Key, the same one when the failed request is sent again, a new one for the next payout', async () => {
    let failures = 1;
    const calls = setup({
      add: () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderRoutes(payoutsRoutes, '/payout');
    const form = await requestForm();
    const amount = within(form).getByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '600');
    await user.type(within(form).getByRole('textbox', { name: /^Note/ }), 'December');
    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toContain('the same request is never paid twice');
    expect(posts(calls)).toHaveLength(1);
    const key = posts(calls)[0]!.headers[IDEMPOTENCY_HEADER]!;
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(posts(calls)[0]!.body).toEqual({ storeId: GROCERY_STORE._id, amount: 60_000, note: 'December' });

    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    expect(await screen.findByText(WALLET_MESSAGES.payoutRequested)).toBeTruthy();
    expect(posts(calls)).toHaveLength(2);
    expect(posts(calls)[1]!.headers[IDEMPOTENCY_HEADER]).toBe(key);
    expect(posts(calls)[1]!.body).toEqual(posts(calls)[0]!.body);
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe(''));

    await user.type(amount, '600');
    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(3));
    expect(posts(calls)[2]!.headers[IDEMPOTENCY_HEADER]).not.toBe(key);
  });

  it('uses a new key after the API refused the request, and says why under the amount', async () => {
    let refusals = 1;
    const calls = setup({ add: () => (refusals-- > 0 ? apiError(409, 'payoutOverAvailable') : undefined) });
    const user = userEvent.setup();
    renderRoutes(payoutsRoutes, '/payout');
    const form = await requestForm();
    await user.type(within(form).getByRole('textbox', { name: /^Amount/ }), '900');
    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    expect(await within(form).findByText(WALLET_MESSAGES.payoutOverAvailable)).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(posts(calls)[1]!.headers[IDEMPOTENCY_HEADER]).not.toBe(posts(calls)[0]!.headers[IDEMPOTENCY_HEADER]);
  });

  it('requests from the chosen store and reads its balance', async () => {
    const calls = setup({ stores: [GROCERY_STORE, SECOND_STORE] });
    const user = userEvent.setup();
    renderRoutes(payoutsRoutes, '/payout');
    const form = await requestForm();
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Store/ }), SECOND_STORE._id);
    await waitFor(() =>
      expect(calls.some((call) => call.path === walletEndpoints.get.path && call.query.get('storeId') === SECOND_STORE._id)).toBe(true),
    );
    await within(form).findByText('₹1,000.00');
    await user.type(within(form).getByRole('textbox', { name: /^Amount/ }), '500');
    await user.click(within(form).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ storeId: SECOND_STORE._id, amount: 50_000 });
  });

  it('lists the payouts, filters them by status, and opens one: its progress, bank account and the sales it pays', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(payoutsRoutes, '/payout');
    const table = await screen.findByRole('table', { name: 'Payouts, newest first' });
    const row = within(table).getByRole('link', { name: 'Open payout PO-100007' }).closest('tr')!;
    expect(within(row).getByText('₹600.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('State Bank of India ••••6789')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.path === payoutEndpoints.list.path)
          .at(-1)!
          .query.get('status'),
      ).toBe('rejected'),
    );
    await user.click(screen.getByRole('tab', { name: 'All' }));

    await user.click(await screen.findByRole('link', { name: 'Open payout PO-100007' }));
    const dialog = await screen.findByRole('dialog', { name: /Payout PO-100007/ });
    await within(dialog).findByRole('heading', { name: 'What this payout pays' });
    const progress = within(dialog).getByRole('region', { name: 'Progress' });
    expect(within(progress).getByText('Requested')).toBeTruthy();
    expect(within(progress).getByText('Approved')).toBeTruthy();
    expect(within(progress).getByText('Paid')).toBeTruthy();
    expect(within(progress).getByText('Bank reference: UTR998877')).toBeTruthy();
    expect(within(dialog).getByText('••••6789')).toBeTruthy();
    expect(within(dialog).getByText('SBIN0001234')).toBeTruthy();

    const lines = within(dialog).getByRole('table', { name: 'The orders and bookings this payout pays' });
    const order = within(lines).getByRole('link', { name: 'Order #100042' });
    expect(order.getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    const orderRow = order.closest('tr')!;
    expect(within(orderRow).getByText('₹499.00')).toBeTruthy();
    expect(within(orderRow).getByText('− ₹50.00')).toBeTruthy();
    expect(within(orderRow).getByText('− ₹44.90')).toBeTruthy();
    expect(within(orderRow).getAllByText('₹404.10')).toHaveLength(2);
    const bookingRow = within(lines).getByRole('link', { name: 'Booking #200007' }).closest('tr')!;
    expect(within(bookingRow).getByText('₹95.90')).toBeTruthy();
    const other = within(lines).getByRole('rowheader', { name: 'Other (money added, adjustments)' }).closest('tr')!;
    expect(within(other).getByText('₹100.00')).toBeTruthy();
    expect(within(within(lines).getByRole('rowheader', { name: 'Total' }).closest('tr')!).getByText('₹600.00')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a payout from its address and says when it was rejected and why', async () => {
    signIn();
    const rejected: PayoutDetail = {
      ...detail,
      status: 'rejected',
      approvedAt: null,
      paidAt: null,
      bankReference: null,
      rejectedAt: '2026-11-21T10:00:00.000Z',
      reason: 'Bank account closed',
      lines: [],
      other: 0,
    };
    mockApi({
      [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
      [endpointKey(walletEndpoints.get)]: () => ({ body: { items: [], page: 1, limit: 1, total: 0, storeId: GROCERY_STORE._id, summary } }),
      [endpointKey(payoutEndpoints.list)]: () => ({ body: { items: [], page: 1, limit: 20, total: 0 } }),
      [endpointKey(payoutEndpoints.get, { id: PAYOUT_ID })]: () => ({ body: rejected }),
    });
    renderRoutes(payoutsRoutes, `/payout?id=${PAYOUT_ID}`);
    const dialog = await screen.findByRole('dialog', { name: /Payout PO-100007/ });
    const progress = await within(dialog).findByRole('region', { name: 'Progress' });
    expect(within(progress).getByText('Rejected')).toBeTruthy();
    expect(within(progress).getByText('Reason: Bank account closed')).toBeTruthy();
    expect(within(progress).queryByText('Paid')).toBeNull();
    expect(within(dialog).getByText('This payout pays no order or booking.')).toBeTruthy();
  });
});
