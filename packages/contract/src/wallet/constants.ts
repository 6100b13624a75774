/**
 * The kinds of wallet entries. A store's balance is the sum of its entries; each entry is written
 * once and never changed.
 * - earning: what a customer paid for a delivered order or a completed booking (its gross);
 * - couponCost: the store's coupon on that sale; commission: the marketplace's share of it;
 * - cashCollected: a cash-on-delivery sale's money, which the store already holds;
 * - topUp: money the vendor paid in (confirmed by the operator); planPurchase: a plan paid from the wallet;
 * - planRefund: a plan's money back (a waiting plan cancelled by an upgrade; a replaced plan's unused time), its note the plan's name;
 * - payoutHold: a payout requested (the amount leaves the available balance at once);
 * - payoutRelease: a hold given back (payout rejected, or paid: then a payoutPaid follows);
 * - payoutPaid: the transfer to the bank; adjustment: the operator's correction, with a reason.
 */
export const WALLET_ENTRY_TYPES = [
  'earning',
  'couponCost',
  'commission',
  'cashCollected',
  'topUp',
  'planPurchase',
  'planRefund',
  'payoutHold',
  'payoutRelease',
  'payoutPaid',
  'adjustment',
] as const;
export type WalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];

/** pending → approved → paid; pending or approved → rejected (the hold goes back). */
export const PAYOUT_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_ACTIONS = ['approve', 'pay', 'reject'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

const PAYOUT_MOVES: Record<PayoutAction, { from: readonly PayoutStatus[]; to: PayoutStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  pay: { from: ['approved'], to: 'paid' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
};

/** The status a payout moves to, or null when the action does not apply to its status. */
export function payoutMove(status: PayoutStatus, action: PayoutAction): PayoutStatus | null {
  const move = PAYOUT_MOVES[action];
  return move.from.includes(status) ? move.to : null;
}

/** Money paid in: waiting for the operator, then confirmed (credited) or rejected. */
export const TOP_UP_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type TopUpStatus = (typeof TOP_UP_STATUSES)[number];

export const TOP_UP_METHODS = ['bankTransfer', 'upi', 'cheque', 'cash'] as const;
export type TopUpMethod = (typeof TOP_UP_METHODS)[number];

export const WALLET_LIMITS = {
  /** ₹10,00,000 in paise: the most one payout, top-up or adjustment may move. */
  amountMax: 100_000_000,
  referenceMax: 60,
  noteMax: 300,
  proofMaxBytes: 5 * 1024 * 1024,
  pageMax: 100,
} as const;

export const PROOF_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const PROOF_FIELD = 'proof';
/** The file input's `accept` for a proof of payment. */
export const PROOF_ACCEPT = PROOF_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The marketplace's defaults (the server's WALLET_* settings override them). */
export const WALLET_DEFAULTS = {
  currency: 'INR',
  /** ₹500 in paise. */
  payoutMinimum: 50_000,
  /** An earning becomes available this long after the sale (7 days). */
  holdSeconds: 7 * 24 * 60 * 60,
} as const;
