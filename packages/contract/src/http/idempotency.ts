/** The header that makes a retried request safe (a payout, a plan purchase): the same key answers what the first one made. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const KEY_MAX = 100;

/** A key is one value of 1–100 printable ASCII characters without spaces. */
export const isIdempotencyKey = (key: string): boolean => key.length <= KEY_MAX && /^[\x21-\x7e]+$/.test(key);
