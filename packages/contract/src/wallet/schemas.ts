import { z } from 'zod';
import { idSchema } from '../common.js';
import { instantSchema, isoDateTime, minorAmount } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { paginatedSchema, paginationQuerySchema } from '../catalogue/schemas/lists.js';
import { reasonSchema } from '../orders/schemas.js';
import { PAYOUT_STATUSES, PROOF_EXTENSIONS, TOP_UP_METHODS, TOP_UP_STATUSES, WALLET_ENTRY_TYPES, WALLET_LIMITS } from './constants.js';
import { fileExtension } from '../stores/registration/files.js';
import { WALLET_MESSAGES as M } from './messages.js';

/** An amount of money typed by a person, in minor units (paise): above zero, at most WALLET_LIMITS.amountMax. */
export const positiveAmountSchema = z.coerce
  .number({ error: M.amountRange })
  .int(M.amountRange)
  .min(1, M.amountRange)
  .max(WALLET_LIMITS.amountMax, M.amountRange)
  .meta({ description: 'Minor units (paise), above zero' });

const noteSchema = z.string().trim().max(WALLET_LIMITS.noteMax, MESSAGES.tooLong);

export const walletEntryTypeSchema = z.enum(WALLET_ENTRY_TYPES);
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export const topUpStatusSchema = z.enum(TOP_UP_STATUSES);

/** The sale a wallet entry or a payout line comes from. */
export const saleRefSchema = z.object({
  kind: z.enum(['order', 'booking']),
  id: z.string(),
  number: z.string(),
});

export const walletEntrySchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  type: walletEntryTypeSchema,
  amount: minorAmount.meta({ description: 'Signed: credits above zero, debits below' }),
  balanceAfter: minorAmount.meta({ description: "The store's balance right after this entry" }),
  availableAt: isoDateTime.meta({ description: 'When the entry counts in the available balance (earnings: some days after the sale)' }),
  note: z.string().nullable(),
  sale: saleRefSchema.nullable(),
  payoutId: z.string().nullable(),
  topUpId: z.string().nullable(),
  createdAt: isoDateTime,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** What a store's wallet holds now. balance = available + pending = the sum of the entries. */
export const walletSummarySchema = z.object({
  currency: z.string().meta({ description: 'ISO 4217 code of every amount' }),
  balance: minorAmount,
  available: minorAmount.meta({ description: 'Can be paid out now (below zero: the store owes the marketplace)' }),
  pending: minorAmount.meta({ description: 'Earned but not available yet' }),
  held: minorAmount.meta({ description: 'Requested payouts not paid yet (already out of the balance)' }),
  payoutMinimum: minorAmount,
  holdSeconds: z.number().int().meta({ description: 'How long after a sale its earning becomes available' }),
  upcoming: z
    .array(z.object({ date: z.string().meta({ description: "YYYY-MM-DD in the marketplace's time zone" }), amount: minorAmount }))
    .meta({ description: 'Pending amounts by the day they become available, soonest first' }),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

const spanQuery = {
  from: instantSchema.optional().meta({ description: 'Entries at or after this instant' }),
  to: instantSchema.optional().meta({ description: 'Entries before this instant' }),
};
const spanInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to);

const walletFilters = z.object({
  storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: its first store" }),
  type: walletEntryTypeSchema.optional(),
  ...spanQuery,
});

export const walletQuerySchema = paginationQuerySchema
  .extend(walletFilters.shape)
  .refine(spanInOrder, { message: MESSAGES.dateRange, path: ['to'] });
export type WalletQuery = z.input<typeof walletQuerySchema>;

export const walletExportQuerySchema = walletFilters.refine(spanInOrder, { message: MESSAGES.dateRange, path: ['to'] });

export const walletPageSchema = paginatedSchema(walletEntrySchema).extend({
  storeId: z.string(),
  summary: walletSummarySchema,
});
export type WalletPage = z.infer<typeof walletPageSchema>;

export const WALLET_CSV_COLUMNS = ['date', 'type', 'amount', 'balanceAfter', 'availableAt', 'sale', 'note'] as const;

/** A top-up: money the vendor paid to the marketplace by bank, UPI, cheque or cash. Multipart: these fields and an optional proof file. */
export const addTopUpFieldsSchema = z.object({
  storeId: idSchema,
  amount: positiveAmountSchema,
  method: z.enum(TOP_UP_METHODS),
  reference: z.string({ error: M.referenceNeeded }).trim().min(1, M.referenceNeeded).max(WALLET_LIMITS.referenceMax, MESSAGES.tooLong),
  note: noteSchema.optional(),
});
export type AddTopUpFields = z.input<typeof addTopUpFieldsSchema>;

export const topUpSchema = z.object({
  _id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  amount: minorAmount,
  method: z.enum(TOP_UP_METHODS),
  reference: z.string(),
  note: z.string().nullable(),
  hasProof: z.boolean().meta({ description: 'A proof file was sent (kept private to the store and the operator)' }),
  status: topUpStatusSchema,
  reason: z.string().nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;

export const topUpListQuerySchema = paginationQuerySchema.extend({
  status: topUpStatusSchema.optional(),
  storeId: idSchema.optional(),
});
export const topUpPageSchema = paginatedSchema(topUpSchema);

export const addPayoutSchema = z.object({
  storeId: idSchema,
  amount: positiveAmountSchema,
  note: noteSchema.optional(),
});
export type AddPayout = z.input<typeof addPayoutSchema>;

/** A sale a payout pays: its settlement and the part of its net this payout covers. */
export const payoutLineSchema = z.object({
  sale: saleRefSchema,
  gross: minorAmount,
  couponCost: minorAmount,
  commission: minorAmount,
  net: minorAmount,
  covered: minorAmount.meta({ description: 'The part of the net this payout pays' }),
  settledAt: isoDateTime,
  availableAt: isoDateTime,
});
export type PayoutLine = z.infer<typeof payoutLineSchema>;

export const payoutSchema = z.object({
  _id: z.string(),
  number: z.string().meta({ description: 'The reference vendors and the operator quote, e.g. PO-100007' }),
  storeId: z.string(),
  storeName: z.string(),
  amount: minorAmount,
  status: payoutStatusSchema,
  note: z.string().nullable(),
  bank: z.object({
    bankName: z.string(),
    accountHolderName: z.string(),
    accountNumberMasked: z.string().meta({ description: 'The last four digits, e.g. ••••6789' }),
    ifsCode: z.string(),
  }),
  bankReference: z.string().nullable(),
  reason: z.string().nullable(),
  requestedAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  paidAt: isoDateTime.nullable(),
  rejectedAt: isoDateTime.nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutDetailSchema = payoutSchema.extend({
  lines: z.array(payoutLineSchema),
  other: minorAmount.meta({ description: 'The part not from sales (top-ups, adjustments)' }),
});
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

export const payoutListQuerySchema = paginationQuerySchema.extend({
  storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: all of them" }),
  status: payoutStatusSchema.optional(),
});
export type PayoutListQuery = z.input<typeof payoutListQuerySchema>;
export const payoutPageSchema = paginatedSchema(payoutSchema);
export type PayoutPage = z.infer<typeof payoutPageSchema>;

export const walletIdParamsSchema = z.object({ id: idSchema });

export const payBodySchema = z.object({
  bankReference: z
    .string({ error: M.bankReferenceNeeded })
    .trim()
    .min(1, M.bankReferenceNeeded)
    .max(WALLET_LIMITS.referenceMax, MESSAGES.tooLong),
});

export const adjustWalletSchema = z.object({
  storeId: idSchema,
  amount: z
    .number({ error: M.adjustmentAmount })
    .int(M.adjustmentAmount)
    .min(-WALLET_LIMITS.amountMax, M.adjustmentAmount)
    .max(WALLET_LIMITS.amountMax, M.adjustmentAmount)
    .refine((value) => value !== 0, M.adjustmentAmount),
  reason: reasonSchema,
});
export type AdjustWallet = z.input<typeof adjustWalletSchema>;

/** A calendar month, YYYY-MM, in the marketplace's time zone. */
export const monthSchema = z
  .string({ error: M.monthFormat })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthFormat)
  .meta({ description: "YYYY-MM in the marketplace's time zone" });

export const statementQuerySchema = z.object({
  storeId: idSchema.optional().meta({ description: "One of the vendor's stores; default: its first store" }),
  month: monthSchema,
});

/** A store's monthly statement: the ledger's totals between the month's first and last instant. */
export const statementSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeAddress: z.string(),
  month: z.string(),
  from: isoDateTime,
  to: isoDateTime,
  timeZone: z.string(),
  currency: z.string(),
  openingBalance: minorAmount,
  closingBalance: minorAmount,
  totals: z.array(z.object({ type: walletEntryTypeSchema, amount: minorAmount, count: z.number().int() })),
  sales: z.object({
    orders: z.number().int(),
    bookings: z.number().int(),
    gross: minorAmount,
    couponCost: minorAmount,
    commission: minorAmount,
    net: minorAmount,
  }),
  payouts: z.object({ paid: minorAmount, count: z.number().int() }),
  generatedAt: isoDateTime,
});
export type Statement = z.infer<typeof statementSchema>;

/** Why a proof of payment is refused before it is sent (a message text), or null: JPG, JPEG, PNG or PDF of at most 5 MB. */
export function proofFileProblem(file: { name: string; size: number }): string | null {
  if (!(PROOF_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) return MESSAGES.documentTypes;
  if (file.size > WALLET_LIMITS.proofMaxBytes) return MESSAGES.fileTooLarge;
  return null;
}
