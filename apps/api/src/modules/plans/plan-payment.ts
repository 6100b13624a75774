import { PLAN_MESSAGES as M, planPaymentFieldsSchema } from '@dhub/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oneOf } from '../../db/one-of.js';
import { subscriptions } from '../../db/plans-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { saveProof } from '../../money/proof.js';
import type { FileStorage } from '../../storage/index.js';
import type { MultipartForm } from '../../uploads/multipart.js';
import { readSubscription } from './subscription-read.js';

/** The vendor sends an offline payment's reference (and proof) for a subscription awaiting it; the operator then confirms it. */
export async function addPlanPayment(db: Database, storage: FileStorage, { storeIds, form }: { storeIds: string[]; form: MultipartForm }) {
  const parsed = planPaymentFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  const { subscriptionId, method, reference } = parsed.data;
  const scope = oneOf(subscriptions.storeId, storeIds);
  const { storeId, status } = await readSubscription(db, subscriptionId, scope);
  if (status !== 'awaitingPayment') throw new HttpError(409, 'subscriptionNotAwaitingPayment');
  const proofKey = await saveProof(db, storage, { storeId, form });
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'paymentSubmitted', reference: `${method}: ${reference}`, proofKey })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'awaitingPayment')))
    .returning({ id: subscriptions.id });
  if (!row) throw new HttpError(409, 'subscriptionNotAwaitingPayment');
  return { message: M.planPaymentSubmitted, subscription: await readSubscription(db, subscriptionId) };
}
