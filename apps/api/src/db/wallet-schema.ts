import { PAYOUT_STATUSES, TOP_UP_METHODS, TOP_UP_STATUSES, WALLET_ENTRY_TYPES, type WalletEntryType } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { settlements } from './orders-schema.js';
import { stores, users } from './schema.js';

export const walletEntryType = pgEnum('wallet_entry_type', WALLET_ENTRY_TYPES);
export const payoutStatus = pgEnum('payout_status', PAYOUT_STATUSES);
export const topUpStatus = pgEnum('top_up_status', TOP_UP_STATUSES);
export const topUpMethod = pgEnum('top_up_method', TOP_UP_METHODS);

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A store's wallet: the row every change of its money locks first (so concurrent payouts and
 * earnings are applied one after the other), and the balance after the last entry.
 */
export const wallets = pgTable('wallets', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  /** How many entries the store has: the ledger's unfiltered total without counting them. */
  entryCount: bigint('entry_count', { mode: 'number' }).notNull().default(0),
  /** How many entries of each type: the ledger's total filtered by type without counting them. */
  typeCounts: jsonb('type_counts').$type<Partial<Record<WalletEntryType, number>>>().notNull().default({}),
});

/** The ledger: append-only (a trigger refuses updates and deletes, migration 0027). Amounts are paise, signed. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in (a store's are written one change at a time, under its wallet's lock). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    type: walletEntryType('type').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    availableAt: at('available_at').notNull(),
    note: text('note'),
    settlementId: uuid('settlement_id').references(() => settlements.id),
    payoutId: uuid('payout_id').references(() => payouts.id),
    topUpId: uuid('top_up_id').references(() => walletTopUps.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    // Ascending: read backwards it gives `seq desc` (nulls first, PostgreSQL's default for desc),
    // which a `desc nulls last` index cannot give to a plain `order by seq desc`.
    index('wallet_entries_store_seq_idx').on(table.storeId, table.seq),
    index('wallet_entries_store_type_seq_idx').on(table.storeId, table.type, table.seq),
    // A month's entries and the balance at its start (statement.ts); entries are stamped in seq order.
    index('wallet_entries_store_created_idx').on(table.storeId, table.createdAt, table.seq),
    // The pending sum reads only entries still to become available.
    index('wallet_entries_store_available_idx').on(table.storeId, table.availableAt),
    check('wallet_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/** A payout to the store's bank account; the account is copied when requested. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    status: payoutStatus('status').notNull().default('pending'),
    note: text('note'),
    bankName: text('bank_name').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    ifsCode: text('ifs_code').notNull(),
    bankReference: text('bank_reference'),
    reason: text('reason'),
    /** The Idempotency-Key of the request, unique per requester, and a digest of its body. */
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    approvedAt: at('approved_at'),
    paidAt: at('paid_at'),
    rejectedAt: at('rejected_at'),
  },
  (table) => [
    uniqueIndex('payouts_number_key').on(table.number),
    uniqueIndex('payouts_idempotency_key').on(table.requestedBy, table.idempotencyKey),
    index('payouts_store_requested_idx').on(table.storeId, table.requestedAt.desc(), table.id.desc()),
    index('payouts_status_requested_idx').on(table.status, table.requestedAt.desc()),
    check('payouts_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** The sales a payout pays: the part of each settlement's net it covers (oldest available first). */
export const payoutLines = pgTable(
  'payout_lines',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    settlementId: uuid('settlement_id')
      .notNull()
      .references(() => settlements.id),
    covered: integer('covered').notNull(),
  },
  (table) => [primaryKey({ columns: [table.payoutId, table.settlementId] }), index('payout_lines_settlement_idx').on(table.settlementId)],
);

/** Money a vendor paid in (bank, UPI, cheque, cash), credited when the operator confirms it. */
export const walletTopUps = pgTable(
  'wallet_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    amount: integer('amount').notNull(),
    method: topUpMethod('method').notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    proofKey: text('proof_key'),
    status: topUpStatus('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    decidedAt: at('decided_at'),
  },
  (table) => [
    index('wallet_top_ups_store_created_idx').on(table.storeId, table.createdAt.desc()),
    index('wallet_top_ups_status_created_idx').on(table.status, table.createdAt.desc()),
  ],
);
