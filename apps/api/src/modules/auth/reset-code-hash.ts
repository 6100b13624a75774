import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAILED_CODE } from '@dhub/contract';

/**
 * The stored forms of e-mailed codes (password reset, two-step sign-in) and of the tokens that
 * stand for their rows (a reset token, a sign-in's challenge).
 */

/** The HMAC key of one use's codes, derived from the server's secret (a stolen table alone cannot test codes). */
export const codeHmacKey = (serverSecret: string, purpose: string): Buffer => createHmac('sha256', serverSecret).update(purpose).digest();

/** The HMAC key of reset codes. */
export const resetCodeKey = (serverSecret: string): Buffer => codeHmacKey(serverSecret, 'password-reset-code');

/** A fresh code: `codeLength` digits from the CSPRNG. */
export const newEmailedCode = (): string => String(randomInt(0, 10 ** EMAILED_CODE.codeLength)).padStart(EMAILED_CODE.codeLength, '0');

/** A code's stored form, bound to its row. */
export const hashEmailedCode = (key: Buffer, codeId: string, code: string): string =>
  createHmac('sha256', key).update(`${codeId}:${code}`).digest('hex');

/** A stored form no code matches (the row of an address without an account). */
export const decoyCodeHash = (): string => randomBytes(32).toString('hex');

export const codeMatches = (key: Buffer, codeId: string, code: string, storedHash: string): boolean => {
  const given = Buffer.from(hashEmailedCode(key, codeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};

/** A token for a code's row: the row's id and 256 random bits; only the bits' SHA-256 is stored. */
export function newRowToken(codeId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${codeId}.${secret}`, hash: sha256(secret) };
}

const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The code id and the stored hash a row token stands for (null: not a token). */
export function readRowToken(token: string): { codeId: string; hash: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { codeId: match[1]!, hash: sha256(match[2]!) } : null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
