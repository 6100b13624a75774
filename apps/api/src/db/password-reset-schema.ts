import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.js';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Password reset codes, one row per code asked for, whether or not an account uses the address
 * (`user_id` null: a decoy no code can match), so every answer about an address is the same. The
 * code is kept as an HMAC; a confirmed code holds the reset token's SHA-256 until it is used.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased, as typed (the account's address when there is one). */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** Wrong and right guesses of this code; at PASSWORD_RESET.triesPerCode it is dead. */
    tries: integer('tries').notNull().default(0),
    /** Confirmed (compareotp) or replaced by a reset: it cannot be confirmed again. */
    usedAt: at('used_at'),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: at('reset_expires_at'),
    resetUsedAt: at('reset_used_at'),
  },
  (table) => [
    index('password_reset_codes_email_created_idx').on(table.email, table.createdAt),
    index('password_reset_codes_created_idx').on(table.createdAt),
  ],
);
