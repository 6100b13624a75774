import { BANK_ACCOUNT_STATUSES, DOCUMENT_REVIEW_STATUSES } from '@dhub/contract';
import { pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeBankAccounts, stores, users } from './schema.js';

const REVIEW_STATUSES = DOCUMENT_REVIEW_STATUSES.filter((status) => status !== 'missing') as ['submitted', 'verified', 'rejected'];

export const documentReviewStatus = pgEnum('document_review_status', REVIEW_STATUSES);
export const bankAccountStatus = pgEnum('bank_account_status', BANK_ACCOUNT_STATUSES);

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The operator's review of one KYC document of a store (a file field or a number, by its KYC name).
 * No row: never reviewed (submitted when the document is there). A new or replaced document sets it
 * back to submitted.
 */
export const storeDocumentReviews = pgTable(
  'store_document_reviews',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
    status: documentReviewStatus('status').notNull().default('submitted'),
    /** The operator's reason, when rejected. */
    reason: text('reason'),
    submittedAt: at('submitted_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.document] })],
);

/** The verification of a store's bank account: no row is an account never verified (payouts refuse it). */
export const storeBankReviews = pgTable('store_bank_reviews', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => storeBankAccounts.storeId, { onDelete: 'cascade' }),
  status: bankAccountStatus('status').notNull().default('pending'),
  reason: text('reason'),
  /** When the vendor last set the account. */
  changedAt: at('changed_at').notNull().defaultNow(),
  reviewedAt: at('reviewed_at'),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
});
