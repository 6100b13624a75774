import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PASSWORD_RESET } from '@dhub/contract';

/** The HMAC key of reset codes, derived from the server's secret (a stolen table alone cannot test codes). */
export const resetCodeKey = (serverSecret: string): Buffer => createHmac('sha256', serverSecret).update('password-reset-code').digest();

/** A fresh code: `codeLength` digits from the CSPRNG. */
export const newResetCode = (): string => String(randomInt(0, 10 ** PASSWORD_RESET.codeLength)).padStart(PASSWORD_RESET.codeLength, '0');

/** A code's stored form, bound to its row. */
export const hashResetCode = (key: Buffer, codeId: string, code: string): string =>
  createHmac('sha256', key).update(`${codeId}:${code}`).digest('hex');

/** A stored form no code matches (the row of an address without an account). */
export const decoyCodeHash = (): string => randomBytes(32).toString('hex');

export const codeMatches = (key: Buffer, codeId: string, code: string, storedHash: string): boolean => {
  const given = Buffer.from(hashResetCode(key, codeId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};

/** A reset token: the code's id and 256 random bits; only the bits' SHA-256 is stored. */
export function newResetToken(codeId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${codeId}.${secret}`, hash: sha256(secret) };
}

const TOKEN_PATTERN = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/** The code id and the stored hash a reset token stands for (null: not a token). */
export function readResetToken(token: string): { codeId: string; hash: string } | null {
  const match = TOKEN_PATTERN.exec(token);
  return match ? { codeId: match[1]!, hash: sha256(match[2]!) } : null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
