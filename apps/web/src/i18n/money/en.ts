import { WALLET_MESSAGES } from '@dhub/contract';

/** The contract's money messages (wallet, top-ups, payouts), in English as the contract writes them. */
const en = {
  messages: { ...WALLET_MESSAGES },
};

export type MoneyStrings = typeof en;
export default en;
