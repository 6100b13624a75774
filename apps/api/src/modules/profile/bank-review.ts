import { PROFILE_MESSAGES as M } from '@dhub/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storeBankReviews } from '../../db/profile-schema.js';
import { storeBankAccounts, stores } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { readBank } from './bank-read.js';
import { checkReviewedVersion } from './reviewed-version.js';

/** The operator verifies a store's bank account (payouts can go to it) or rejects it with a reason the vendor reads. */
export async function reviewBank(
  db: Database,
  {
    storeId,
    reviewerId,
    decision,
    seen,
  }: {
    storeId: string;
    reviewerId: string;
    decision: { status: 'verified' } | { status: 'rejected'; reason: string };
    /** The changedAt the operator read. */
    seen?: string | null;
  },
) {
  await db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) throw new HttpError(404, 'notFound');
    // Locked: a change the vendor is making meanwhile commits first; the operator's `seen` tells whether it read it.
    const [account] = await tx
      .select({ storeId: storeBankAccounts.storeId })
      .from(storeBankAccounts)
      .where(eq(storeBankAccounts.storeId, storeId))
      .for('update');
    if (!account) throw new HttpError(404, 'bankNotProvided');
    const [reviewed] = await tx
      .select({ changedAt: storeBankReviews.changedAt })
      .from(storeBankReviews)
      .where(eq(storeBankReviews.storeId, storeId));
    checkReviewedVersion(seen, reviewed?.changedAt);
    const review = {
      status: decision.status,
      reason: decision.status === 'rejected' ? decision.reason : null,
      reviewedAt: new Date(),
      reviewedBy: reviewerId,
    };
    await tx
      .insert(storeBankReviews)
      .values({ storeId, ...review })
      .onConflictDoUpdate({ target: storeBankReviews.storeId, set: review });
  });
  return { message: decision.status === 'verified' ? M.bankVerifiedDone : M.bankRejectedDone, bank: await readBank(db, storeId) };
}
