import {
  fillPath,
  IDEMPOTENCY_HEADER,
  payoutEndpoints,
  walletEndpoints,
  walletOperatorEndpoints,
  WALLET_CSV_COLUMNS,
  WALLET_DEFAULTS,
  WALLET_MESSAGES,
  MARKETPLACE_TIME_ZONE,
  type OrderDetail,
  type TopUp,
  type WalletPage,
} from '@dhub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, createVendor, demoToken, type TestVendor } from '../helpers/catalogue.js';
import { multipart, pdfBytes, pngBytes } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import { act, customerToken, demoGrocery, placed } from '../helpers/orders.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// The marketplace's default hold: earnings of today's sales are pending for a week.
let ctx: TestContext;
let vendor: string;
let admin: string;
let customer: string;
let other: TestVendor;
let store: Awaited<ReturnType<typeof demoGrocery>>;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await demoToken(ctx);
  admin = await adminToken(ctx);
  customer = await customerToken(ctx);
  other = await createVendor(ctx, ['grocery']);
  store = await demoGrocery(ctx);
});
afterAll(() => ctx?.close());

const DELIVER = [{ action: 'accept', prepMinutes: 15 }, { action: 'markReady' }, { action: 'dispatch' }, { action: 'deliver' }] as const;

async function delivered(paymentMethod: 'cod' | 'online'): Promise<OrderDetail> {
  const order = await placed(ctx, customer, {
    storeId: store.storeId,
    lines: [{ itemId: store.items[1]!.id, quantity: 2 }],
    paymentMethod,
  });
  let last = order;
  for (const body of DELIVER) last = (await act(ctx, vendor, order._id, body)).json<OrderDetail>();
  return last;
}

const wallet = async (query = '', token = vendor) =>
  call(ctx, 'GET', `${walletEndpoints.get.path}?storeId=${store.storeId}${query}`, token);

function topUp(fields: Record<string, string>, files: Parameters<typeof multipart>[1] = [], token = vendor) {
  return multipart(fields, files).then((body) =>
    ctx.app.inject({
      method: 'POST',
      url: api(walletEndpoints.addTopUp.path),
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    }),
  );
}

describe('wallet with the default hold', () => {
  it('keeps a new earning pending until its day, and says when it becomes available', async () => {
    const before = (await wallet()).json<WalletPage>().summary;
    const order = await delivered('online');
    const settlement = order.settlement!;
    const held = Date.parse(settlement.availableAt) - Date.parse(settlement.settledAt);
    expect(Math.round(held / 1000)).toBe(WALLET_DEFAULTS.holdSeconds);
    const after = (await wallet()).json<WalletPage>().summary;
    expect(after.pending - before.pending).toBe(settlement.net);
    expect(after.available).toBe(before.available);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE }).format(new Date(settlement.availableAt));
    expect(after.upcoming).toContainEqual(expect.objectContaining({ date: day }));
    expect(after.currency).toBe('INR');
  });

  it('records a cash-on-delivery sale: the cash the store holds leaves the wallet, the commission is owed at once', async () => {
    const before = (await wallet()).json<WalletPage>().summary;
    const order = await delivered('cod');
    // The commission it will owe lowers what is available now, though the sale is still pending:
    // nothing can be paid out of it (available never exceeds the balance).
    const now = (await wallet()).json<WalletPage>().summary;
    expect(now.available).toBe(before.available - order.settlement!.commission);
    expect(now.pending).toBe(before.pending);
    expect(now.available).toBeLessThanOrEqual(now.balance);
    const page = (await wallet('&limit=10')).json<WalletPage>();
    const mine = page.items.filter((entry) => entry.sale?.id === order._id);
    expect(mine.map((entry) => entry.type).sort()).toEqual(['cashCollected', 'commission', 'earning']);
    expect(page.summary.balance - before.balance).toBe(-order.settlement!.commission);
    // Newest first, each with the balance after it.
    expect(page.items[0]!.balanceAfter).toBe(page.summary.balance);
  });

  it('filters the ledger by type and exports it as CSV', async () => {
    const earnings = (await wallet('&type=earning')).json<WalletPage>();
    expect(earnings.total).toBeGreaterThanOrEqual(2);
    expect(earnings.items.every((entry) => entry.type === 'earning')).toBe(true);
    const csv = await call(ctx, 'GET', `${walletEndpoints.exportCsv.path}?storeId=${store.storeId}&type=earning`, vendor);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(WALLET_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(earnings.total + 1);
  });

  it('shows a vendor only its own wallet and payouts', async () => {
    expect((await wallet('', other.token)).statusCode).toBe(404);
    const page = (await call(ctx, 'GET', payoutEndpoints.list.path, other.token)).json<{ total: number }>();
    expect(page.total).toBe(0);
  });

  it('refuses a payout without a bank account, and one above the available balance', async () => {
    const noBank = await ctx.app.inject({
      method: 'POST',
      url: api(payoutEndpoints.add.path),
      headers: { authorization: `Bearer ${other.token}`, [IDEMPOTENCY_HEADER]: 'x1' },
      payload: { storeId: other.storeIds[0], amount: 60_000 },
    });
    expect(noBank.json()).toMatchObject({ code: 'payoutNoBankAccount', message: WALLET_MESSAGES.payoutNoBankAccount });
    const over = await call(ctx, 'POST', payoutEndpoints.add.path, vendor, { storeId: store.storeId, amount: 100_000_000 });
    expect(over.json().code).toBe('payoutOverAvailable');
    const bad = await call(ctx, 'POST', payoutEndpoints.add.path, vendor, { storeId: store.storeId, amount: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.amount).toBe(WALLET_MESSAGES.amountRange);
  });

  it('records a top-up with its proof; the operator confirms it (credited) or rejects it (with a reason)', async () => {
    const before = (await wallet()).json<WalletPage>().summary;
    const fields = { storeId: store.storeId, amount: '250000', method: 'upi', reference: 'UPI-778899' };
    const missing = await topUp({ ...fields, reference: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.reference).toBe(WALLET_MESSAGES.referenceNeeded);
    const renamed = await topUp(fields, [{ field: 'proof', name: 'receipt.png', content: pdfBytes(), type: 'image/png' }]);
    expect(renamed.statusCode).toBe(400);
    const sent = await topUp(fields, [{ field: 'proof', name: 'receipt.png', content: pngBytes(), type: 'image/png' }]);
    expect(sent.statusCode).toBe(201);
    const made = sent.json<{ topUp: TopUp }>().topUp;
    expect(made).toMatchObject({ status: 'pending', amount: 250_000, hasProof: true });
    expect((await wallet()).json<WalletPage>().summary.balance).toBe(before.balance);

    const confirm = (id: string) => call(ctx, 'POST', fillPath(walletOperatorEndpoints.confirmTopUp.path, { id }), admin);
    expect((await confirm(made._id)).json().topUp.status).toBe('confirmed');
    expect((await confirm(made._id)).json().code).toBe('topUpNotPending');
    const after = (await wallet()).json<WalletPage>();
    expect(after.summary.available).toBe(before.available + 250_000);
    expect(after.items[0]).toMatchObject({ type: 'topUp', amount: 250_000, topUpId: made._id });

    const second = (await topUp({ ...fields, reference: 'UPI-1' })).json<{ topUp: TopUp }>().topUp;
    const rejected = await call(ctx, 'POST', fillPath(walletOperatorEndpoints.rejectTopUp.path, { id: second._id }), admin, {
      reason: 'No such payment received',
    });
    expect(rejected.json().topUp).toMatchObject({ status: 'rejected', reason: 'No such payment received' });
    expect((await wallet()).json<WalletPage>().summary.balance).toBe(after.summary.balance);
    const mine = (await call(ctx, 'GET', walletEndpoints.topUps.path, vendor)).json<{ items: TopUp[] }>();
    expect(mine.items.map((item) => item.status)).toEqual(['rejected', 'confirmed']);
  });
});
