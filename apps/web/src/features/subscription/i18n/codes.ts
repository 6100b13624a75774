import { PLAN_MESSAGES, WALLET_MESSAGES } from '@dhub/contract';

/**
 * The contract's codes this page translates (`messages.<code>`): the plans' own, and the wallet's
 * that a subscription can answer (a wallet too low to pay; the payment reference's rule).
 */
export const SUBSCRIPTION_CODES = {
  ...PLAN_MESSAGES,
  walletInsufficient: WALLET_MESSAGES.walletInsufficient,
  referenceNeeded: WALLET_MESSAGES.referenceNeeded,
} as const;
