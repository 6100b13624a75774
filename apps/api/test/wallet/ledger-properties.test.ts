import fc from 'fast-check';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeBankReviews } from '../../src/db/profile-schema.js';
import { storeBankAccounts } from '../../src/db/schema.js';
import { payouts, walletEntries, wallets } from '../../src/db/wallet-schema.js';
import { HttpError } from '../../src/lib/http-error.js';
import { appendEntries, balancesOf } from '../../src/money/ledger.js';
import { movePayout } from '../../src/modules/payouts/payout-moves.js';
import { requestPayout } from '../../src/modules/payouts/payout-request.js';
import { adjustWallet } from '../../src/modules/wallet/adjust.js';
import { createVendor, type TestVendor } from '../helpers/catalogue.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Any sequence of the wallet's operations keeps its invariants: the balance is the sum of the
// entries, each entry's balanceAfter runs from the one before, nothing available goes below zero
// (no cash-on-delivery debts here), the held amount is the payouts still to pay, and a refused
// operation changes nothing.
let ctx: TestContext;
let vendor: TestVendor;
let storeId: string;

beforeAll(async () => {
  ctx = await createTestApp({ env: { WALLET_HOLD_SECONDS: '0', WALLET_PAYOUT_MINIMUM: '100' } });
  vendor = await createVendor(ctx, ['grocery']);
  storeId = vendor.storeIds[0]!;
  await ctx.db.insert(storeBankAccounts).values({
    storeId,
    bankName: 'State Bank of India',
    branchName: 'MG Road',
    accountHolderName: 'Anita Rao',
    accountNumber: '001234567890',
    ifsCode: 'SBIN0000813',
    upiId: 'anita@sbi',
  });
  await ctx.db.insert(storeBankReviews).values({ storeId, status: 'verified' }); // payouts go only to a verified account
});
afterAll(() => ctx?.close());

type Operation =
  | { kind: 'earn'; gross: number; commission: number; pending: boolean }
  | { kind: 'payout'; amount: number }
  | { kind: 'move'; pick: number; action: 'approve' | 'pay' | 'reject' }
  | { kind: 'adjust'; amount: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc
    .record({ gross: fc.integer({ min: 1, max: 500_000 }), rate: fc.integer({ min: 0, max: 3000 }), pending: fc.boolean() })
    .map(({ gross, rate, pending }) => ({ kind: 'earn' as const, gross, commission: Math.round((gross * rate) / 10_000), pending })),
  fc.record({ kind: fc.constant('payout' as const), amount: fc.integer({ min: 1, max: 400_000 }) }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    action: fc.constantFrom('approve' as const, 'pay' as const, 'reject' as const),
  }),
  fc.record({ kind: fc.constant('adjust' as const), amount: fc.integer({ min: -300_000, max: 300_000 }).filter((value) => value !== 0) }),
);

async function state() {
  const balances = await balancesOf(ctx.db, storeId);
  const [held] = await ctx.db
    .select({ amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::bigint`.mapWith(Number) })
    .from(payouts)
    .where(sql`${payouts.storeId} = ${storeId} and ${inArray(payouts.status, ['pending', 'approved'])}`);
  const entries = await ctx.db
    .select({ type: walletEntries.type, amount: walletEntries.amount, balanceAfter: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(eq(walletEntries.storeId, storeId))
    .orderBy(walletEntries.seq);
  const [wallet] = await ctx.db
    .select({ balance: wallets.balance, entryCount: wallets.entryCount, typeCounts: wallets.typeCounts })
    .from(wallets)
    .where(eq(wallets.storeId, storeId));
  return {
    ...balances,
    held: held!.amount,
    entries,
    walletBalance: Number(wallet?.balance ?? 0),
    entryCount: Number(wallet?.entryCount ?? 0),
    typeCounts: wallet?.typeCounts ?? {},
  };
}

async function apply(op: Operation): Promise<void> {
  switch (op.kind) {
    case 'earn': {
      // A sale's entries as a settlement writes them (online: no cash collected).
      const availableAt = op.pending ? sql`now() + interval '7 days'` : sql`now()`;
      await ctx.db.transaction((tx) =>
        appendEntries(tx, storeId, [
          { type: 'earning', amount: op.gross, availableAt },
          { type: 'commission', amount: -op.commission, availableAt },
        ]),
      );
      return;
    }
    case 'payout':
      await requestPayout(
        ctx.db,
        { userId: vendor.userId, storeId, body: { storeId, amount: op.amount }, key: undefined },
        ctx.config.wallet,
      );
      return;
    case 'move': {
      const all = await ctx.db.select({ id: payouts.id }).from(payouts).where(eq(payouts.storeId, storeId)).orderBy(payouts.number);
      if (!all.length) return;
      const id = all[op.pick % all.length]!.id;
      if (op.action === 'approve') await movePayout(ctx.db, id, { action: 'approve' });
      else if (op.action === 'pay') await movePayout(ctx.db, id, { action: 'pay', bankReference: 'UTR42' });
      else await movePayout(ctx.db, id, { action: 'reject', reason: 'Checked' });
      return;
    }
    case 'adjust':
      await adjustWallet(ctx.db, { storeId, amount: op.amount, reason: 'Correction' });
  }
}

describe('the wallet ledger under any sequence of operations', () => {
  it('keeps balance = sum of entries, a running balanceAfter, available ≥ 0 and held = unpaid payouts; refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        for (const op of operations) {
          const before = await state();
          try {
            await apply(op);
          } catch (error) {
            if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
            expect(await state()).toEqual(before);
          }
          const now = await state();
          const sum = now.entries.reduce((total, entry) => total + entry.amount, 0);
          expect(now.balance).toBe(sum);
          expect(now.walletBalance).toBe(sum);
          expect(now.entryCount).toBe(now.entries.length);
          const byType: Record<string, number> = {};
          for (const entry of now.entries) byType[entry.type] = (byType[entry.type] ?? 0) + 1;
          expect(now.typeCounts).toEqual(byType);
          let running = 0;
          for (const entry of now.entries) {
            running += entry.amount;
            expect(Number(entry.balanceAfter)).toBe(running);
          }
          expect(now.available).toBeGreaterThanOrEqual(0);
          expect(now.available).toBeLessThanOrEqual(now.balance);
          expect(now.available + now.pending).toBe(now.balance);
          const holds = now.entries.filter((entry) => entry.type === 'payoutHold' || entry.type === 'payoutRelease');
          expect(holds.reduce((total, entry) => total + entry.amount, 0) + now.held).toBe(0);
        }
      }),
      { numRuns: 25 },
    );
  });
});
