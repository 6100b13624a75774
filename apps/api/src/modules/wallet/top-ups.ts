import { WALLET_MESSAGES as M, type AddTopUpFields, type TopUp, type TopUpStatus } from '@dhub/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { iso, offsetOf, pageOf } from '../../db/paging.js';
import { stores } from '../../db/schema.js';
import { walletTopUps } from '../../db/wallet-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { appendEntries } from '../../money/ledger.js';
import type { FileStorage } from '../../storage/index.js';
import type { MultipartForm } from '../../uploads/multipart.js';
import { oneOf } from '../../db/one-of.js';
import { saveProof } from '../../money/proof.js';

const selectTopUps = (db: Executor) =>
  db
    .select({ topUp: walletTopUps, storeName: stores.name })
    .from(walletTopUps)
    .innerJoin(stores, eq(stores.id, walletTopUps.storeId))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectTopUps>['execute']>>[number];

const toTopUp = ({ topUp, storeName }: Row): TopUp => ({
  _id: topUp.id,
  storeId: topUp.storeId,
  storeName,
  amount: topUp.amount,
  method: topUp.method,
  reference: topUp.reference,
  note: topUp.note,
  hasProof: topUp.proofKey !== null,
  status: topUp.status,
  reason: topUp.reason,
  createdAt: iso(topUp.createdAt),
  decidedAt: topUp.decidedAt ? iso(topUp.decidedAt) : null,
});

async function readTopUp(db: Executor, id: string): Promise<TopUp> {
  const [row] = await selectTopUps(db).where(eq(walletTopUps.id, id));
  if (!row) throw new HttpError(404, 'topUpNotFound');
  return toTopUp(row);
}

/** A vendor's record of money paid in, with its proof file (kept like the store's documents). */
export async function addTopUp(
  db: Database,
  storage: FileStorage,
  { storeId, fields, form }: { storeId: string; fields: AddTopUpFields & { amount: number }; form: MultipartForm },
) {
  const proofKey = await saveProof(db, storage, { storeId, form });
  const [row] = await db
    .insert(walletTopUps)
    .values({
      storeId,
      amount: fields.amount,
      method: fields.method,
      reference: fields.reference,
      note: fields.note || null,
      proofKey,
    })
    .returning({ id: walletTopUps.id });
  return { message: M.topUpRequested, topUp: await readTopUp(db, row!.id) };
}

export async function listTopUps(
  db: Database,
  storeIds: readonly string[] | null,
  query: { page: number; limit: number; status?: TopUpStatus; storeId?: string },
) {
  const where: SQL | undefined = and(
    storeIds ? oneOf(walletTopUps.storeId, storeIds) : undefined,
    query.storeId ? eq(walletTopUps.storeId, query.storeId) : undefined,
    query.status ? eq(walletTopUps.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectTopUps(db).where(where).orderBy(desc(walletTopUps.createdAt), desc(walletTopUps.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ n: count() }).from(walletTopUps).where(where),
  ]);
  return pageOf(query, rows.map(toTopUp), total!.n);
}

/** The operator's decision on a pending top-up: confirmed credits the wallet in the same transaction. */
export async function decideTopUp(db: Database, id: string, decision: { confirm: true } | { confirm: false; reason: string }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(walletTopUps)
      .set({
        status: decision.confirm ? 'confirmed' : 'rejected',
        reason: decision.confirm ? null : decision.reason,
        decidedAt: new Date(),
      })
      .where(and(eq(walletTopUps.id, id), eq(walletTopUps.status, 'pending')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: walletTopUps.id }).from(walletTopUps).where(eq(walletTopUps.id, id));
      throw exists ? new HttpError(409, 'topUpNotPending') : new HttpError(404, 'topUpNotFound');
    }
    if (decision.confirm) {
      await appendEntries(tx, row.storeId, [{ type: 'topUp', amount: row.amount, topUpId: row.id, note: row.reference }]);
    }
  });
  return { message: decision.confirm ? M.topUpConfirmed : M.topUpRejected, topUp: await readTopUp(db, id) };
}
