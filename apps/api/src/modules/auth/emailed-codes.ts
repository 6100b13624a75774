import { EMAILED_CODE, type MessageCode } from '@dhub/contract';
import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * The rules every e-mailed code follows (EMAILED_CODE), whatever it is for (a password reset, a
 * two-step sign-in): how many may be sent, and how a code is checked.
 */

/** Requests for one `key` (an address, an account) take turns until the transaction ends. */
export async function takeTurn(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Codes created within the last hour (a `where` over their `createdAt`). */
export const sentWithinHour = (createdAt: AnyPgColumn): SQL => sql`${createdAt} > now() - interval '1 hour'`;

/** Select fields: how many codes (of the hour), and whether the latest is within the resend wait. */
export const recentCodes = (createdAt: AnyPgColumn) => ({
  codes: count(),
  tooSoon: sql<boolean>`coalesce(max(${createdAt}) > now() - make_interval(secs => ${EMAILED_CODE.resendAfterSeconds}), false)`,
});

/**
 * Refuses another code within the resend wait (`tooSoon`: its code, or null when the wait does not
 * apply) or past `codesPerHour` (`tooMany`).
 */
export function checkSendLimits(
  recent: { codes: number; tooSoon: boolean } | undefined,
  codes: { tooSoon: MessageCode | null; tooMany: MessageCode },
): void {
  if (codes.tooSoon && recent?.tooSoon) throw new HttpError(429, codes.tooSoon);
  if ((recent?.codes ?? 0) >= EMAILED_CODE.codesPerHour) throw new HttpError(429, codes.tooMany);
}

/** A stored code as a check sees it: whether the code given matches, whether it is live, its tries so far. */
export interface CodeUnderCheck {
  matches: boolean;
  live: boolean;
  tries: number;
}

/**
 * One check of a code: only a right code learns that it expired or was used; every check of a live
 * code counts a try (`countTry`: one statement that refuses past `triesPerCode`, so parallel guesses
 * cannot pass it), and at `triesPerCode` the code is dead, even for the right code. Passes only a
 * right, live code (its caller then uses it up). Wrong codes are refused on `field`.
 */
export async function spendCodeTry(code: CodeUnderCheck, countTry: () => Promise<boolean>, field: string): Promise<void> {
  const wrong = () => HttpError.onField(400, 'otpInvalid', field);
  if (!code.live) throw code.matches ? HttpError.onField(400, 'otpExpired', field) : wrong();
  if (code.tries >= EMAILED_CODE.triesPerCode) throw new HttpError(429, 'otpTooManyTries');
  if (!(await countTry())) throw new HttpError(429, 'otpTooManyTries');
  if (!code.matches) throw wrong();
}
