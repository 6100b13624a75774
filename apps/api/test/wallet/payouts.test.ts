import {
  fillPath,
  IDEMPOTENCY_HEADER,
  payoutEndpoints,
  walletEndpoints,
  walletOperatorEndpoints,
  WALLET_MESSAGES,
  type OrderDetail,
  type PayoutDetail,
  type WalletPage,
  MARKETPLACE_TIME_ZONE,
  type Statement,
} from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { settlements } from '../../src/db/orders-schema.js';
import { walletEntries, wallets } from '../../src/db/wallet-schema.js';
import { adminToken, call, demoToken } from '../helpers/catalogue.js';
import { act, customerToken, demoGrocery, placed } from '../helpers/orders.js';
import { api } from '../helpers/http.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { afterAll } from 'vitest';

// Earnings available at once (WALLET_HOLD_SECONDS=0) and a ₹100 minimum payout.
let ctx: TestContext;
let vendor: string;
let admin: string;
let customer: string;
let store: Awaited<ReturnType<typeof demoGrocery>>;

beforeAll(async () => {
  ctx = await createTestApp({ env: { WALLET_HOLD_SECONDS: '0', WALLET_PAYOUT_MINIMUM: '10000' } });
  vendor = await demoToken(ctx);
  admin = await adminToken(ctx);
  customer = await customerToken(ctx);
  store = await demoGrocery(ctx);
});
afterAll(() => ctx?.close());

const DELIVER = [{ action: 'accept', prepMinutes: 15 }, { action: 'markReady' }, { action: 'dispatch' }, { action: 'deliver' }] as const;

async function deliveredOnline(quantity: number): Promise<OrderDetail> {
  const item = store.items[0]!;
  const order = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: item.id, quantity }], paymentMethod: 'online' });
  let last: OrderDetail = order;
  for (const body of DELIVER) {
    const answer = await act(ctx, vendor, order._id, body);
    expect(answer.statusCode).toBe(200);
    last = answer.json<OrderDetail>();
  }
  return last;
}

const wallet = async (query = '') =>
  (await call(ctx, 'GET', `${walletEndpoints.get.path}?storeId=${store.storeId}${query}`, vendor)).json<WalletPage>();

function requestPayout(amount: number, key?: string, note?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: api(payoutEndpoints.add.path),
    headers: { authorization: `Bearer ${vendor}`, ...(key && { [IDEMPOTENCY_HEADER]: key }) },
    payload: { storeId: store.storeId, amount, ...(note && { note }) },
  });
}

/** The wallet's balance equals the sum of the store's entries, and each entry's balanceAfter runs. */
async function expectLedgerConsistent() {
  const [sum] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::bigint`.mapWith(Number) })
    .from(walletEntries)
    .where(eq(walletEntries.storeId, store.storeId));
  const [row] = await ctx.db.select({ balance: wallets.balance }).from(wallets).where(eq(wallets.storeId, store.storeId));
  expect(Number(row!.balance)).toBe(sum!.total);
  const { summary } = await wallet();
  expect(summary.balance).toBe(sum!.total);
  expect(summary.available + summary.pending).toBe(summary.balance);
}

describe('wallet and payouts', () => {
  it('credits a delivered online order as earning, coupon and commission, available after the hold', async () => {
    const before = (await wallet()).summary;
    const order = await deliveredOnline(3);
    const settlement = order.settlement!;
    expect(settlement.availableAt).toBeDefined();
    const after = await wallet('&limit=10');
    expect(after.summary.available - before.available).toBe(settlement.net);
    const mine = after.items.filter((entry) => entry.sale?.id === order._id);
    expect(mine.map((entry) => entry.type).sort()).toEqual(['commission', 'earning'].sort());
    expect(mine.find((entry) => entry.type === 'earning')!.amount).toBe(settlement.gross);
    expect(mine.find((entry) => entry.type === 'commission')!.amount).toBe(-settlement.commission);
    expect(mine[0]!.sale!.number).toBe(order.number);
    await expectLedgerConsistent();
  });

  it('refuses payouts below the minimum or above the available balance, with the contract texts', async () => {
    const { summary } = await wallet();
    const low = await requestPayout(9_999);
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({ code: 'payoutBelowMinimum', message: WALLET_MESSAGES.payoutBelowMinimum });
    const high = await requestPayout(summary.available + 1);
    expect(high.statusCode).toBe(409);
    expect(high.json()).toMatchObject({ code: 'payoutOverAvailable', message: WALLET_MESSAGES.payoutOverAvailable });
    expect((await wallet()).summary).toEqual(summary);
  });

  it('holds a payout at once; the same Idempotency-Key makes one payout; another body with it is refused', async () => {
    await deliveredOnline(2);
    const { summary } = await wallet();
    const amount = Math.min(summary.available, 20_000);
    const first = await requestPayout(amount, 'retry-1');
    expect(first.statusCode).toBe(201);
    const again = await requestPayout(amount, 'retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.json().payout._id).toBe(first.json().payout._id);
    const other = await requestPayout(amount + 1, 'retry-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotencyKeyReused');
    const after = (await wallet()).summary;
    expect(after.available).toBe(summary.available - amount);
    expect(after.held).toBe(summary.held + amount);
    await expectLedgerConsistent();
  });

  it('approve → pay: the hold becomes the payment with the bank reference; the detail lists the sales it pays', async () => {
    const { summary } = await wallet();
    const requested = await requestPayout(Math.min(summary.available, 15_000), 'pay-1');
    const id = requested.json().payout._id as string;
    const pay = () => call(ctx, 'POST', fillPath(walletOperatorEndpoints.payPayout.path, { id }), admin, { bankReference: 'UTR123456' });
    expect((await pay()).json().code).toBe('payoutWrongState'); // not approved yet
    expect((await call(ctx, 'POST', fillPath(walletOperatorEndpoints.approvePayout.path, { id }), admin)).statusCode).toBe(200);
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payout).toMatchObject({ status: 'paid', bankReference: 'UTR123456' });
    const detail = (await call(ctx, 'GET', fillPath(payoutEndpoints.get.path, { id }), vendor)).json<PayoutDetail>();
    expect(detail.lines.length).toBeGreaterThan(0);
    expect(detail.lines.reduce((sum, line) => sum + line.covered, 0) + detail.other).toBe(detail.amount);
    const after = (await wallet()).summary;
    expect(after.held).toBe(summary.held);
    expect(after.balance).toBe(summary.balance - detail.amount);
    await expectLedgerConsistent();
  });

  it('a rejected payout gives its hold back; another vendor cannot see it', async () => {
    const { summary } = await wallet();
    const requested = await requestPayout(10_000, 'reject-1');
    const id = requested.json().payout._id as string;
    const rejected = await call(ctx, 'POST', fillPath(walletOperatorEndpoints.rejectPayout.path, { id }), admin, {
      reason: 'Account name mismatch',
    });
    expect(rejected.json().payout).toMatchObject({ status: 'rejected', reason: 'Account name mismatch' });
    expect((await wallet()).summary.available).toBe(summary.available);
    const stranger = await call(ctx, 'GET', fillPath(payoutEndpoints.get.path, { id }), customer);
    expect(stranger.statusCode).toBe(403);
    await expectLedgerConsistent();
  });

  it('concurrent payout requests never hold more than the available balance', async () => {
    const { summary } = await wallet();
    // About a tenth of what is available: 10 of the 100 fit, the others must be refused.
    const amount = Math.floor(summary.available / 10.5);
    expect(amount).toBeGreaterThanOrEqual(10_000);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => requestPayout(amount, `burst-${n}`)));
    const accepted = answers.filter((answer) => answer.statusCode === 201).length;
    expect(accepted).toBe(10);
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect((await wallet()).summary.available).toBeGreaterThanOrEqual(0);
    await expectLedgerConsistent();
  });

  it("a month's statement: opening balance plus the month's entries is the closing balance; paid payouts and sales add up", async () => {
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit' }).format(
      new Date(),
    );
    const statementNow = async () =>
      (await call(ctx, 'GET', `${walletEndpoints.statement.path}?storeId=${store.storeId}&month=${month}`, vendor)).json<Statement>();
    const statement = await statementNow();
    const moved = statement.totals.reduce((sum, total) => sum + total.amount, 0);
    expect(statement.openingBalance + moved).toBe(statement.closingBalance);
    expect(statement.closingBalance).toBe((await wallet()).summary.balance);
    const paid = (await call(ctx, 'GET', `${payoutEndpoints.list.path}?status=paid`, vendor)).json<{ items: { amount: number }[] }>();
    expect(statement.payouts).toEqual({ paid: paid.items.reduce((sum, item) => sum + item.amount, 0), count: paid.items.length });
    const earnings = statement.totals.find((total) => total.type === 'earning')!;
    expect(statement.sales.gross).toBe(earnings.amount);
    // A sale dated back (as the demo's stories are) stays with its earning's month: sales and entries agree.
    const sale = (await deliveredOnline(1)).settlement!;
    const credited = await statementNow();
    expect(credited.sales.gross).toBe(statement.sales.gross + sale.gross);
    await ctx.db
      .update(settlements)
      .set({ settledAt: sql`${settlements.settledAt} - interval '40 days'` })
      .where(eq(settlements.storeId, store.storeId));
    const datedBack = await statementNow();
    expect(datedBack.sales).toEqual(credited.sales);
    expect(datedBack.sales.gross).toBe(datedBack.totals.find((total) => total.type === 'earning')!.amount);
    // A free sale (a booking priced 0: its settlement moves no money, so it has no entry) counts by its own time.
    const unpaid = await placed(ctx, customer, {
      storeId: store.storeId,
      lines: [{ itemId: store.items[0]!.id, quantity: 1 }],
      paymentMethod: 'online',
    });
    await ctx.db.insert(settlements).values({
      storeId: store.storeId,
      orderId: unpaid._id,
      paymentMethod: 'online',
      gross: 0,
      couponCost: 0,
      deliveryCharge: 0,
      commissionRate: 0,
      commission: 0,
      net: 0,
      availableAt: new Date(),
    });
    expect((await statementNow()).sales).toEqual({ ...datedBack.sales, orders: datedBack.sales.orders + 1 });
    const old = (
      await call(ctx, 'GET', `${walletEndpoints.statement.path}?storeId=${store.storeId}&month=2020-01`, vendor)
    ).json<Statement>();
    expect(old).toMatchObject({ openingBalance: 0, closingBalance: 0, totals: [], payouts: { paid: 0, count: 0 } });
    const bad = await call(ctx, 'GET', `${walletEndpoints.statement.path}?month=2026-13`, vendor);
    expect(bad.json()).toMatchObject({ code: 'monthFormat' });
  });

  it('the ledger cannot be changed: updates and deletes are refused by the database', async () => {
    await expect(ctx.db.update(walletEntries).set({ amount: 1 })).rejects.toThrow();
    await expect(ctx.db.delete(walletEntries)).rejects.toThrow();
  });

  it('an operator adjustment and a confirmed top-up are entries with their reason; a debit beyond available is refused', async () => {
    const { summary } = await wallet();
    const adjust = (amount: number) =>
      call(ctx, 'POST', walletOperatorEndpoints.adjust.path, admin, { storeId: store.storeId, amount, reason: 'Promo refund' });
    expect((await adjust(-(summary.available + 1))).json().code).toBe('walletInsufficient');
    const credited = await adjust(5_000);
    expect(credited.statusCode).toBe(201);
    expect(credited.json().entry).toMatchObject({ type: 'adjustment', amount: 5_000, note: 'Promo refund' });
    expect((await wallet()).summary.available).toBe(summary.available + 5_000);
    await expectLedgerConsistent();
  });
});
