import { passwordEndpoints } from '@dhub/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/mail-schema.js';
import { passwordResetCodes } from '../../src/db/password-reset-schema.js';
import { api } from './http.js';
import type { TestContext } from './test-app.js';

const post = (ctx: TestContext, path: string, payload: object, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: api(path), payload, remoteAddress });

export const sendOtp = (ctx: TestContext, email: string, remoteAddress?: string) =>
  post(ctx, passwordEndpoints.sendOtp.path, { email }, remoteAddress);

export const compareOtp = (ctx: TestContext, email: string, otp: string, remoteAddress?: string) =>
  post(ctx, passwordEndpoints.compareOtp.path, { email, otp }, remoteAddress);

export const resetPass = (
  ctx: TestContext,
  resetToken: string,
  newPassword: string,
  confirmPassword = newPassword,
  remoteAddress?: string,
) => post(ctx, passwordEndpoints.resetPassword.path, { resetToken, newPassword, confirmPassword }, remoteAddress);

/** The outbox's e-mails to `to`, newest first. */
export const outboxOf = (ctx: TestContext, to: string) =>
  ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

/** Moves the address's codes `seconds` into the past (as if that time had gone by). */
export const ageCodes = (ctx: TestContext, email: string, seconds: number) =>
  ctx.db
    .update(passwordResetCodes)
    .set({
      createdAt: sql`${passwordResetCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${passwordResetCodes.expiresAt} - make_interval(secs => ${seconds})`,
      resetExpiresAt: sql`${passwordResetCodes.resetExpiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(passwordResetCodes.email, email));
