import { maskNumber, type BankDetails } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { iso } from '../../db/paging.js';
import { storeBankReviews } from '../../db/profile-schema.js';
import { storeBankAccounts, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';

/** A store's bank account, the number masked, and its verification (never verified: pending). */
export async function readBank(db: Executor, storeId: string): Promise<BankDetails> {
  const [row] = await db
    .select({ storeName: stores.name, account: storeBankAccounts, review: storeBankReviews })
    .from(stores)
    .leftJoin(storeBankAccounts, eq(storeBankAccounts.storeId, stores.id))
    .leftJoin(storeBankReviews, eq(storeBankReviews.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) throw new HttpError(404, 'notFound');
  const { account, review } = row;
  return {
    storeId,
    storeName: row.storeName,
    account: account && {
      bankName: account.bankName,
      branchName: account.branchName,
      accountHolderName: account.accountHolderName,
      accountNumberMasked: maskNumber(account.accountNumber),
      ifsCode: account.ifsCode,
      upiId: account.upiId,
    },
    status: review?.status ?? 'pending',
    reason: review?.status === 'rejected' ? review.reason : null,
    changedAt: review ? iso(review.changedAt) : null,
    reviewedAt: review?.reviewedAt && review.status !== 'pending' ? iso(review.reviewedAt) : null,
  };
}
