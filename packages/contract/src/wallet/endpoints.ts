import { z } from 'zod';
import { messageResponseSchema } from '../common.js';
import { reasonBodySchema } from '../orders/schemas.js';
import { defineEndpoints } from '../http/endpoint.js';
import { PROOF_EXTENSIONS, PROOF_FIELD, WALLET_LIMITS } from './constants.js';
import {
  addPayoutSchema,
  addTopUpFieldsSchema,
  adjustWalletSchema,
  payBodySchema,
  payoutDetailSchema,
  payoutListQuerySchema,
  payoutPageSchema,
  payoutSchema,
  topUpListQuerySchema,
  topUpPageSchema,
  topUpSchema,
  walletEntrySchema,
  walletExportQuerySchema,
  walletIdParamsSchema,
  walletPageSchema,
  walletQuerySchema,
  statementQuerySchema,
  statementSchema,
} from './schemas.js';

const STORE = { 404: ['shopNotFound'] } as const;
const topUpSaved = messageResponseSchema.extend({ topUp: topUpSchema });
const payoutSaved = messageResponseSchema.extend({ payout: payoutSchema });

/** A store's wallet: its ledger and balances, and money paid in (the spec's vendor/store_wallet paths). */
export const walletEndpoints = defineEndpoints('wallet', 'wallet', {
  get: {
    method: 'GET',
    path: '/vendor/store_wallet/getallmywalletsdata',
    access: 'vendor',
    summary: "A store's balances (available, pending, held) and its ledger, newest first, with the running balance",
    query: walletQuerySchema,
    response: walletPageSchema,
    errors: STORE,
  },
  exportCsv: {
    method: 'GET',
    path: '/vendor/store_wallet/export',
    access: 'vendor',
    summary: "A store's ledger as CSV (the list's filters, every matching entry, oldest first)",
    query: walletExportQuerySchema,
    response: z.string(),
    produces: 'text/csv',
    errors: STORE,
  },
  addTopUp: {
    method: 'POST',
    path: '/vendor/store_wallet/addwallet',
    access: 'vendor',
    summary: 'Record money paid to the marketplace (bank, UPI, cheque, cash); credited when the operator confirms it',
    multipart: {
      fields: addTopUpFieldsSchema,
      files: [
        {
          name: PROOF_FIELD,
          extensions: PROOF_EXTENSIONS,
          maxCount: 1,
          maxBytes: WALLET_LIMITS.proofMaxBytes,
          required: false,
          description: 'A receipt or a screenshot of the payment',
        },
      ],
    },
    status: 201,
    response: topUpSaved,
    errors: { ...STORE, 400: ['fileContentMismatch'] },
  },
  statement: {
    method: 'GET',
    path: '/vendor/store_wallet/statement',
    access: 'vendor',
    summary: "A store's monthly statement: opening and closing balance, the ledger's totals by type, its sales and payouts",
    query: statementQuerySchema,
    response: statementSchema,
    errors: { 404: ['shopNotFound'] },
  },
  topUps: {
    method: 'GET',
    path: '/vendor/store_wallet/getalltopups',
    access: 'vendor',
    summary: "The vendor's top-ups, newest first",
    query: topUpListQuerySchema,
    response: topUpPageSchema,
  },
});

/** Payouts to the store's bank account (the spec's vendor/store_payout paths). */
export const payoutEndpoints = defineEndpoints('payouts', 'payouts', {
  add: {
    method: 'POST',
    path: '/vendor/store_payout/addpayout',
    access: 'vendor',
    summary: 'Request a payout of the available balance to the store’s bank account; the amount is held at once',
    description:
      'Send an `Idempotency-Key` header (any unique text up to 100 characters): a retry with the same key answers the ' +
      'payout of the first request and holds nothing more; the same key with another body answers 409 idempotencyKeyReused.',
    body: addPayoutSchema,
    status: 201,
    response: payoutSaved,
    errors: {
      ...STORE,
      409: ['payoutBelowMinimum', 'payoutOverAvailable', 'payoutNoBankAccount', 'payoutBankNotVerified', 'idempotencyKeyReused'],
    },
  },
  list: {
    method: 'GET',
    path: '/vendor/store_payout/getallpayouts',
    access: 'vendor',
    summary: "The payouts of the vendor's stores, newest first",
    query: payoutListQuerySchema,
    response: payoutPageSchema,
    errors: STORE,
  },
  get: {
    method: 'GET',
    path: '/vendor/store_payout/getpayoutbyid/:id',
    access: 'vendor',
    summary: 'A payout with the orders and bookings it pays (gross, coupon, commission, net, the part covered)',
    params: walletIdParamsSchema,
    response: payoutDetailSchema,
    errors: { 404: ['payoutNotFound'] },
  },
});

/** The operator's side of money (admin token): confirm top-ups, move payouts, adjust a wallet. */
export const walletOperatorEndpoints = defineEndpoints('wallet.operator', 'wallet: operator', {
  topUps: {
    method: 'GET',
    path: '/admin/wallet/topups',
    access: 'admin',
    summary: 'Top-ups of every store, newest first (admin token)',
    query: topUpListQuerySchema,
    response: topUpPageSchema,
  },
  confirmTopUp: {
    method: 'POST',
    path: '/admin/wallet/topups/:id/confirm',
    access: 'admin',
    summary: "Confirm a pending top-up: its amount is credited to the store's wallet (admin token)",
    params: walletIdParamsSchema,
    response: topUpSaved,
    errors: { 404: ['topUpNotFound'], 409: ['topUpNotPending'] },
  },
  rejectTopUp: {
    method: 'POST',
    path: '/admin/wallet/topups/:id/reject',
    access: 'admin',
    summary: 'Reject a pending top-up with a reason the vendor reads (admin token)',
    params: walletIdParamsSchema,
    body: reasonBodySchema,
    response: topUpSaved,
    errors: { 404: ['topUpNotFound'], 409: ['topUpNotPending'] },
  },
  payouts: {
    method: 'GET',
    path: '/admin/payouts',
    access: 'admin',
    summary: 'Payouts of every store, newest first (admin token)',
    query: payoutListQuerySchema,
    response: payoutPageSchema,
  },
  approvePayout: {
    method: 'POST',
    path: '/admin/payouts/:id/approve',
    access: 'admin',
    summary: 'Approve a pending payout (admin token)',
    params: walletIdParamsSchema,
    response: payoutSaved,
    errors: { 404: ['payoutNotFound'], 409: ['payoutWrongState'] },
  },
  payPayout: {
    method: 'POST',
    path: '/admin/payouts/:id/pay',
    access: 'admin',
    summary: "Mark an approved payout paid, with the bank's reference of the transfer (admin token)",
    params: walletIdParamsSchema,
    body: payBodySchema,
    response: payoutSaved,
    errors: { 404: ['payoutNotFound'], 409: ['payoutWrongState'] },
  },
  rejectPayout: {
    method: 'POST',
    path: '/admin/payouts/:id/reject',
    access: 'admin',
    summary: 'Reject a pending or approved payout with a reason; its hold goes back to the available balance (admin token)',
    params: walletIdParamsSchema,
    body: reasonBodySchema,
    response: payoutSaved,
    errors: { 404: ['payoutNotFound'], 409: ['payoutWrongState'] },
  },
  adjust: {
    method: 'POST',
    path: '/admin/wallet/adjust',
    access: 'admin',
    summary: "Credit or debit a store's wallet with a reason the vendor reads (admin token)",
    body: adjustWalletSchema,
    status: 201,
    response: messageResponseSchema.extend({ entry: walletEntrySchema }),
    errors: { ...STORE, 409: ['walletInsufficient'] },
  },
});
