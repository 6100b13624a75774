import { BANK_CHANGE_RATE_LIMIT, PROFILE_MESSAGES as M, type updateBankBodySchema } from '@dhub/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { storeBankReviews } from '../../db/profile-schema.js';
import { storeBankAccounts } from '../../db/schema.js';
import { readBank } from './bank-read.js';
import { changeableStore } from './own-store.js';
import { confirmPassword } from './password-confirm.js';

type Body = z.output<typeof updateBankBodySchema>;

/**
 * update-provider-bank: the vendor's current password confirms it (a stolen session alone cannot
 * send the store's payouts elsewhere); the new account waits for the operator's verification, and
 * payouts are refused until then.
 */
export async function updateBank(db: Database, actor: Actor, body: Body) {
  changeableStore(actor, body.storeId);
  await confirmPassword(db, {
    userId: actor.userId,
    password: body.currentPassword,
    purpose: 'bank-change',
    limit: BANK_CHANGE_RATE_LIMIT,
    wrong: 'bankPasswordWrong',
  });

  const account = {
    bankName: body.bankName,
    branchName: body.branchName,
    accountHolderName: body.accountHolderName,
    accountNumber: body.accountNumber,
    ifsCode: body.ifsCode,
    upiId: body.upiId,
  };
  const pending = { status: 'pending' as const, reason: null, changedAt: sql`now()`, reviewedAt: null, reviewedBy: null };
  await db.transaction(async (tx) => {
    await tx
      .insert(storeBankAccounts)
      .values({ storeId: body.storeId, ...account })
      .onConflictDoUpdate({ target: storeBankAccounts.storeId, set: account });
    await tx
      .insert(storeBankReviews)
      .values({ storeId: body.storeId, ...pending })
      .onConflictDoUpdate({ target: storeBankReviews.storeId, set: pending });
  });
  return { message: M.bankSaved, bank: await readBank(db, body.storeId) };
}
