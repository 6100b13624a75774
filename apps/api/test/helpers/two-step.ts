import { authEndpoints, profileEndpoints } from '@dhub/contract';
import { eq, sql } from 'drizzle-orm';
import { twoStepCodes } from '../../src/db/schema.js';
import { api } from './http.js';
import type { TestContext } from './test-app.js';

const post = (ctx: TestContext, path: string, payload: object, remoteAddress: string, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: api(path),
    payload,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export const setTwoStep = (ctx: TestContext, token: string, enabled: boolean, currentPassword: string, remoteAddress = '127.0.0.1') =>
  post(ctx, profileEndpoints.updateTwoStep.path, { enabled, currentPassword }, remoteAddress, token);

export const verifyTwoStep = (ctx: TestContext, challengeToken: string, code: string, remoteAddress: string) =>
  post(ctx, authEndpoints.verifyTwoStep.path, { challengeToken, code }, remoteAddress);

export const resendTwoStep = (ctx: TestContext, challengeToken: string, remoteAddress: string) =>
  post(ctx, authEndpoints.resendTwoStep.path, { challengeToken }, remoteAddress);

/** Moves the account's two-step codes `seconds` into the past (as if that time had gone by). */
export const ageTwoStepCodes = (ctx: TestContext, userId: string, seconds: number) =>
  ctx.db
    .update(twoStepCodes)
    .set({
      createdAt: sql`${twoStepCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${twoStepCodes.expiresAt} - make_interval(secs => ${seconds})`,
      signedInAt: sql`${twoStepCodes.signedInAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(twoStepCodes.userId, userId));
