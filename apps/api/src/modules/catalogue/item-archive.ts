import type { MessageCode } from '@dhub/contract';
import { and, eq, getTableColumns, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { deletedStoreItems, storeItems, storeItemVariations } from '../../db/catalogue-schema.js';
import { HttpError } from '../../lib/http-error.js';
import { checkListingLimit } from '../../plans/listing-limit.js';
import { checkActive, ownStoreIds, type OwnerScope } from './scope.js';

/** How long a deleted item can be restored; older archive rows are purged on the next delete. */
export const ARCHIVE_RETENTION_DAYS = 7;
const retentionStart = sql`now() - make_interval(days => ${ARCHIVE_RETENTION_DAYS})`;

/**
 * Deletes an item of the vendor's stores of the vertical (404 otherwise; 403 when its store is
 * suspended or rejected) in one transaction:
 * the `store_items` row and its variations move into `deleted_store_items` as `to_jsonb`
 * snapshots (every column, also ones added later), then archive rows past the retention go.
 */
export async function archiveOwnedItem(db: Database, scope: OwnerScope & { id: string }): Promise<void> {
  const { id: itemId } = scope;
  const storeIds = ownStoreIds(scope);
  await db.transaction(async (tx) => {
    // Locked: a concurrent delete of the same item waits, then finds nothing (404).
    const [owned] = storeIds.length
      ? await tx
          .select({ id: storeItems.id, storeId: storeItems.storeId })
          .from(storeItems)
          .where(and(eq(storeItems.id, itemId), inArray(storeItems.storeId, storeIds)))
          .for('update')
      : [];
    if (!owned) throw new HttpError(404, 'itemNotFound');
    checkActive(scope, owned.storeId);
    await tx.execute(sql`
      insert into ${deletedStoreItems} (id, store_id, item, variations)
      select si.id, si.store_id, to_jsonb(si), coalesce(
        (select jsonb_agg(to_jsonb(v) order by v.created_at, v.id) from ${storeItemVariations} v where v.item_id = si.id),
        '[]'::jsonb)
      from ${storeItems} si where si.id = ${itemId}`);
    await tx.delete(storeItems).where(eq(storeItems.id, itemId));
    await tx.delete(deletedStoreItems).where(sql`${deletedStoreItems.deletedAt} < ${retentionStart}`);
  });
}

interface Archived {
  storeId: string;
  productId: string;
  sku: string | null;
}

/** Why the archived item cannot go back: its product or its SKU is in the store's list again. */
async function conflictOf(tx: Executor, archived: Archived): Promise<MessageCode | null> {
  const rows = await tx
    .select({ productId: storeItems.masterProductId })
    .from(storeItems)
    .where(
      and(
        eq(storeItems.storeId, archived.storeId),
        or(eq(storeItems.masterProductId, archived.productId), archived.sku === null ? undefined : eq(storeItems.sku, archived.sku)),
      ),
    )
    .limit(2);
  if (!rows.length) return null;
  return rows.some((row) => row.productId === archived.productId) ? 'restoreProductTaken' : 'restoreSkuTaken';
}

/** The item's columns but those the database computes (stock_state): what a restore writes back. */
const STORED_NAMES = Object.values(getTableColumns(storeItems))
  .filter((column) => !column.generated)
  .map((column) => column.name);
const STORED_COLUMNS = sql.join(
  STORED_NAMES.map((name) => sql.identifier(name)),
  sql`, `,
);
const ARCHIVED_VALUES = sql.join(
  STORED_NAMES.map((name) => sql`r.${sql.identifier(name)}`),
  sql`, `,
);

/**
 * Puts an archived item of the vendor's stores of the vertical back with its id and its
 * variations' ids, in one transaction, and drops it from the archive. 404 when it is not an item
 * such a store deleted within the retention; 403 when the store is suspended or rejected; 409
 * when its product or SKU is in the list again.
 */
export async function restoreArchivedItem(db: Database, scope: OwnerScope & { id: string }): Promise<void> {
  const { id: itemId } = scope;
  const storeIds = ownStoreIds(scope);
  await db.transaction(async (tx) => {
    const [archived] = storeIds.length
      ? await tx
          .select({
            storeId: deletedStoreItems.storeId,
            productId: sql<string>`${deletedStoreItems.item}->>'master_product_id'`,
            sku: sql<string | null>`${deletedStoreItems.item}->>'sku'`,
          })
          .from(deletedStoreItems)
          .where(
            and(
              eq(deletedStoreItems.id, itemId),
              inArray(deletedStoreItems.storeId, storeIds),
              gte(deletedStoreItems.deletedAt, retentionStart),
            ),
          )
          .for('update')
      : [];
    if (!archived) throw new HttpError(404, 'restoreNotFound');
    checkActive(scope, archived.storeId);
    const conflict = await conflictOf(tx, archived);
    if (conflict) throw new HttpError(409, conflict);
    await checkListingLimit(tx, archived.storeId);
    // `on conflict do nothing`: an add of the same product or SKU committed since the check
    // leaves 0 rows (and the transaction usable to say which).
    const inserted = await tx.execute(sql`
      insert into ${storeItems} (${STORED_COLUMNS})
      select ${ARCHIVED_VALUES} from ${deletedStoreItems} d, jsonb_populate_record(null::store_items, d.item) r where d.id = ${itemId}
      on conflict do nothing returning id`);
    if (!(inserted as unknown as { rows: unknown[] }).rows.length) {
      throw new HttpError(409, (await conflictOf(tx, archived)) ?? 'restoreProductTaken');
    }
    await tx.execute(sql`
      insert into ${storeItemVariations}
      select (jsonb_populate_record(null::store_item_variations, v)).*
      from ${deletedStoreItems} d, jsonb_array_elements(d.variations) v where d.id = ${itemId}`);
    await tx.delete(deletedStoreItems).where(eq(deletedStoreItems.id, itemId));
  });
}
