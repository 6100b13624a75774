import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  storeEndpoints,
  WALLET_MESSAGES,
  walletEndpoints,
  type Statement,
  type StoreSummary,
  type TopUp,
  type WalletEntry,
  type WalletSummary,
} from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
import { apiError, endpointKey, mockApi, type ApiCall, type MockAnswer } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { walletRoutes } from './routes';

const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const BOOKING_ID = '33333333-3333-4333-8333-333333333333';
const PAYOUT_ID = '44444444-4444-4444-8444-444444444444';

const summary: WalletSummary = {
  currency: 'INR',
  balance: 150_000,
  available: 100_000,
  pending: 50_000,
  held: 20_000,
  payoutMinimum: 50_000,
  holdSeconds: 7 * 24 * 60 * 60,
  upcoming: [
    { date: '2026-12-03', amount: 30_000 },
    { date: '2026-12-05', amount: 20_000 },
  ],
};
const entry = (fields: Partial<WalletEntry>): WalletEntry => ({
  _id: 'e0',
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  type: 'earning',
  amount: 0,
  balanceAfter: 0,
  availableAt: '2026-11-20T10:00:00.000Z',
  note: null,
  sale: null,
  payoutId: null,
  topUpId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});
const entries: WalletEntry[] = [
  entry({
    _id: 'e1',
    type: 'earning',
    amount: 40_410,
    balanceAfter: 150_000,
    sale: { kind: 'order', id: ORDER_ID, number: '100042' },
  }),
  entry({
    _id: 'e2',
    type: 'commission',
    amount: -4_490,
    balanceAfter: 109_590,
    sale: { kind: 'booking', id: BOOKING_ID, number: '200007' },
  }),
  entry({ _id: 'e3', type: 'payoutHold', amount: -20_000, balanceAfter: 114_080, payoutId: PAYOUT_ID, note: 'Weekly payout' }),
];
const topUp = (fields: Partial<TopUp>): TopUp => ({
  _id: 't0',
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  amount: 50_000,
  method: 'bankTransfer',
  reference: 'UTR0001',
  note: null,
  hasProof: false,
  status: 'pending',
  reason: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  decidedAt: null,
  ...fields,
});

const statementOf = (month: string): Statement => ({
  storeId: GROCERY_STORE._id,
  storeName: GROCERY_STORE.name,
  storeAddress: '12 MG Road',
  month,
  from: `${month}-01T00:00:00.000Z`,
  to: `${month}-28T00:00:00.000Z`,
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
  openingBalance: 10_000,
  closingBalance: 45_920,
  totals: [
    { type: 'earning', amount: 40_410, count: 3 },
    { type: 'commission', amount: -4_490, count: 3 },
  ],
  sales: { orders: 2, bookings: 1, gross: 40_410, couponCost: 0, commission: 4_490, net: 35_920 },
  payouts: { paid: 0, count: 0 },
  generatedAt: '2026-11-25T10:00:00.000Z',
});

const SECOND_STORE: StoreSummary = { ...GROCERY_STORE, _id: '99999999-9999-4999-8999-999999999999', name: 'Fresh Mart Annexe' };

function setup(handlers: { addTopUp?: (call: ApiCall) => MockAnswer; stores?: StoreSummary[] } = {}) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(handlers.stores),
    [endpointKey(walletEndpoints.get)]: () => ({
      body: { items: entries, page: 1, limit: 20, total: entries.length, storeId: GROCERY_STORE._id, summary },
    }),
    [endpointKey(walletEndpoints.topUps)]: () => ({
      body: {
        items: [
          topUp({ _id: 't1', amount: 25_050, method: 'upi', reference: 'UPI-77', hasProof: true }),
          topUp({ _id: 't2', status: 'rejected', reason: 'No such transfer received', decidedAt: '2026-11-22T10:00:00.000Z' }),
        ],
        page: 1,
        limit: 10,
        total: 2,
      },
    }),
    [endpointKey(walletEndpoints.exportCsv)]: () => ({ body: 'date,type\n', contentType: 'text/csv' }),
    [endpointKey(walletEndpoints.statement)]: (call) => ({ body: statementOf(call.query.get('month') ?? '') }),
    [endpointKey(walletEndpoints.addTopUp)]: (call) =>
      handlers.addTopUp?.(call) ?? { status: 201, body: { message: WALLET_MESSAGES.topUpRequested, topUp: topUp({ _id: 't9' }) } },
  });
}

const lastCall = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path).at(-1);
const day = (date: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(`${date}T12:00:00`));

async function openTopUp(user: ReturnType<typeof userEvent.setup>) {
  const add = await screen.findByRole('button', { name: 'Add money' });
  await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
  await user.click(add);
  return screen.findByRole('dialog', { name: 'Add money' });
}

describe('wallet', () => {
  it('shows the balances, what becomes available when, the ledger and the top-ups; filters by type on the server', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(walletRoutes, '/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    const balances = await screen.findByRole('region', { name: 'Balances' });
    await within(balances).findByText('Available');
    const figure = (label: string) => within(balances).getByText(label).closest('div')!;
    expect(within(figure('Available')).getByText('₹1,000.00')).toBeTruthy();
    expect(within(figure('Available')).getByText('Minimum payout: ₹500.00')).toBeTruthy();
    expect(within(figure('Pending')).getByText('₹500.00')).toBeTruthy();
    expect(within(figure('Held')).getByText('₹200.00')).toBeTruthy();
    expect(within(figure('Balance')).getByText('₹1,500.00')).toBeTruthy();
    expect(screen.getByText(`₹300.00 becomes available on ${day('2026-12-03')}`)).toBeTruthy();
    expect(screen.getByText(`₹200.00 becomes available on ${day('2026-12-05')}`)).toBeTruthy();

    const ledger = screen.getByRole('table', { name: 'Wallet entries, newest first' });
    const earning = within(ledger).getByRole('rowheader', { name: 'Sale earning' }).closest('tr')!;
    expect(within(earning).getByRole('link', { name: 'Order #100042' }).getAttribute('href')).toBe(`/orders/${ORDER_ID}`);
    expect(within(earning).getByText('+₹404.10')).toBeTruthy();
    expect(within(earning).getByText('₹1,500.00')).toBeTruthy();
    const commission = within(ledger).getByRole('rowheader', { name: 'Commission' }).closest('tr')!;
    expect(within(commission).getByRole('link', { name: 'Booking #200007' }).getAttribute('href')).toBe(
      `/all-service-orders/order-details?id=${BOOKING_ID}`,
    );
    expect(within(commission).getByText('-₹44.90')).toBeTruthy();
    const hold = within(ledger).getByRole('rowheader', { name: 'Payout requested' }).closest('tr')!;
    expect(within(hold).getByRole('link', { name: 'View payout' }).getAttribute('href')).toBe(`/payout?id=${PAYOUT_ID}`);
    expect(within(hold).getByText('Weekly payout')).toBeTruthy();

    // Money added is its own query, not the balances' and ledger's: wait for its list.
    const topUps = await screen.findByRole('list', { name: 'Money added, newest first' });
    expect(within(topUps).getByText('Awaiting confirmation')).toBeTruthy();
    expect(within(topUps).getByText('Proof of payment sent')).toBeTruthy();
    expect(within(topUps).getByText('Rejected')).toBeTruthy();
    expect(within(topUps).getByText('Reason: No such transfer received')).toBeTruthy();
    expect(lastCall(calls, walletEndpoints.topUps.path)!.query.get('storeId')).toBe(GROCERY_STORE._id);

    expect(screen.getByRole('link', { name: 'Request payout' }).getAttribute('href')).toBe('/payout');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'commission');
    await waitFor(() => expect(lastCall(calls, walletEndpoints.get.path)!.query.get('type')).toBe('commission'));
    const query = lastCall(calls, walletEndpoints.get.path)!.query;
    expect(query.get('storeId')).toBe(GROCERY_STORE._id);
    expect(query.get('page')).toBe('1');
  });

  it("shows a month's statement (this month first, another month on demand) and prints it", async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(walletRoutes, '/wallet');
    const open = await screen.findByRole('button', { name: 'Monthly statement' });
    await waitFor(() => expect((open as HTMLButtonElement).disabled).toBe(false));
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: `Statement of ${GROCERY_STORE.name}` });
    await within(dialog).findByText('₹459.20');
    expect(within(dialog).getByText('₹100.00')).toBeTruthy();
    const movements = within(dialog).getByRole('table', { name: 'The month’s entries added up by type' });
    expect(within(movements).getByText('Sale earning')).toBeTruthy();
    expect(within(movements).getByText('-₹44.90')).toBeTruthy();
    const thisMonth = lastCall(calls, walletEndpoints.statement.path)!.query.get('month');
    expect(thisMonth).toMatch(/^\d{4}-\d{2}$/);
    const month = within(dialog).getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-01');
    await waitFor(() => expect(lastCall(calls, walletEndpoints.statement.path)!.query.get('month')).toBe('2026-01'));
    // Asked for is not yet shown: Print is enabled once that month's statement is.
    expect(await within(dialog).findByText(/^January 1, 2026 – /)).toBeTruthy();
    let printed = false;
    window.print = () => {
      printed = true;
    };
    await user.click(within(dialog).getByRole('button', { name: 'Print or save as PDF' }));
    expect(printed).toBe(true);
  });

  it("picks the store when the vendor has several, and shows that store's wallet", async () => {
    const calls = setup({ stores: [GROCERY_STORE, SECOND_STORE] });
    const user = userEvent.setup();
    renderRoutes(walletRoutes, '/wallet');
    const picker = await screen.findByRole('combobox', { name: 'Store' });
    await screen.findByRole('table', { name: 'Wallet entries, newest first' });
    expect(lastCall(calls, walletEndpoints.get.path)!.query.get('storeId')).toBe(GROCERY_STORE._id);
    await user.selectOptions(picker, SECOND_STORE._id);
    await waitFor(() => expect(lastCall(calls, walletEndpoints.get.path)!.query.get('storeId')).toBe(SECOND_STORE._id));
    await waitFor(() => expect(lastCall(calls, walletEndpoints.topUps.path)!.query.get('storeId')).toBe(SECOND_STORE._id));
  });

  it('downloads the CSV with the same filters', async () => {
    const calls = setup();
    const user = userEvent.setup();
    renderRoutes(walletRoutes, '/wallet');
    await screen.findByRole('table', { name: 'Wallet entries, newest first' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'earning');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(lastCall(calls, walletEndpoints.exportCsv.path)).toBeTruthy());
    const query = lastCall(calls, walletEndpoints.exportCsv.path)!.query;
    expect(query.get('type')).toBe('earning');
    expect(query.get('storeId')).toBe(GROCERY_STORE._id);
    expect(query.get('page')).toBeNull();
  });

  it('checks the top-up before sending it, refuses a wrong proof file, then posts the multipart form', async () => {
    const calls = setup();
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(walletRoutes, '/wallet');
    const dialog = await openTopUp(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add money' }));
    expect(await within(dialog).findByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(within(dialog).getByText(WALLET_MESSAGES.referenceNeeded)).toBeTruthy();

    const proof = within(dialog).getByLabelText('Proof of payment (optional)');
    await user.upload(proof, new File(['gif'], 'receipt.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText(MESSAGES.documentTypes)).toBeTruthy();
    await user.upload(proof, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(MESSAGES.fileTooLarge)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '250.50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Payment method/ }), 'upi');
    await user.type(within(dialog).getByRole('textbox', { name: /^Payment reference/ }), ' UPI-991 ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Note/ }), 'Paid from the shop account');
    await user.upload(proof, new File(['png'], 'receipt.png', { type: 'image/png' }));
    expect(within(dialog).getByText('receipt.png')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add money' }));

    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeTruthy());
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe(walletEndpoints.addTopUp.path);
    const form = post.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('storeId')).toBe(GROCERY_STORE._id);
    expect(form.get('amount')).toBe('25050');
    expect(form.get('method')).toBe('upi');
    expect(form.get('reference')).toBe('UPI-991');
    expect(form.get('note')).toBe('Paid from the shop account');
    expect((form.get('proof') as File).name).toBe('receipt.png');
    expect(post.headers.Authorization).toBe('Bearer token-1');
    expect(await screen.findByText(WALLET_MESSAGES.topUpRequested)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add money' })).toBeNull());
  });

  it("says the API's refusal of a top-up in the page's language", async () => {
    setup({ addTopUp: () => apiError(400, 'fileContentMismatch', { proof: 'fileContentMismatch' }) });
    const user = userEvent.setup();
    renderRoutes(walletRoutes, '/wallet');
    const dialog = await openTopUp(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '100');
    await user.type(within(dialog).getByRole('textbox', { name: /^Payment reference/ }), 'UTR1');
    await user.upload(within(dialog).getByLabelText('Proof of payment (optional)'), new File(['x'], 'fake.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add money' }));
    expect(await within(dialog).findByText(MESSAGES.fileContentMismatch)).toBeTruthy();
  });
});
