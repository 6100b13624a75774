import { sql } from 'drizzle-orm';
import { users } from '../db/schema.js';

/**
 * When the account's password last changed, in whole milliseconds since the epoch (null: never).
 * A session token carries the stamp it was issued under (`pwd`); once the stamp moves on (a change
 * or a reset), the access check refuses every token issued before, on every instance.
 */
export const passwordStampOf = sql<number | null>`floor(extract(epoch from ${users.passwordChangedAt}) * 1000)::bigint`.mapWith(Number);

/** A new stamp, to the millisecond (a token's `pwd` carries it as a number). */
export const newPasswordStamp = sql`date_trunc('milliseconds', clock_timestamp())`;
