import { Readable } from 'node:stream';
import { csvAmountOf, csvSafeText, MY_LIST_CSV_COLUMNS, type MyListExportQuery } from '@dhub/contract';
import { stringify } from 'csv-stringify';
import { and, eq, sql } from 'drizzle-orm';
import type { StoreScope } from '../../access/actor.js';
import type { Database } from '../../db/client.js';
import { masterProducts, storeItems } from '../../db/catalogue-schema.js';
import { MY_LIST_SORT_COLUMNS, myListWhere } from './item-query.js';

/** Rows per page of the export (keyset pagination: no long transaction, no growing OFFSET). */
const EXPORT_PAGE = 1000;

interface ExportRow {
  itemId: string;
  sku: string | null;
  name: string;
  price: number;
  mrp: number;
  discount: number;
  stock: number;
  lowStockThreshold: number;
  isAvailable: boolean;
  /** The sort column as text (exact, e.g. microsecond timestamps): the keyset cursor. */
  sortKey: string;
}

/** The store's items matching the get-my-list filters, in its sort order, page by page. */
async function* exportRows(db: Database, store: StoreScope, query: MyListExportQuery): AsyncGenerator<ExportRow> {
  const column = MY_LIST_SORT_COLUMNS[query.sort];
  const descending = query.order !== 'asc';
  const where = myListWhere([store.id], query);
  const sortType = { name: 'text', price: 'integer', stock: 'integer', createdAt: 'timestamptz', updatedAt: 'timestamptz' }[query.sort];
  let cursor: { key: string; id: string } | undefined;
  for (;;) {
    const after = cursor
      ? descending
        ? sql`(${column}, ${storeItems.id}) < (cast(${cursor.key} as ${sql.raw(sortType)}), cast(${cursor.id} as uuid))`
        : sql`(${column}, ${storeItems.id}) > (cast(${cursor.key} as ${sql.raw(sortType)}), cast(${cursor.id} as uuid))`
      : undefined;
    const direction = descending ? sql`desc` : sql`asc`;
    const rows = await db
      .select({
        itemId: storeItems.id,
        sku: storeItems.sku,
        name: masterProducts.name,
        price: storeItems.price,
        mrp: storeItems.mrp,
        discount: storeItems.discount,
        stock: storeItems.stock,
        lowStockThreshold: storeItems.lowStockThreshold,
        isAvailable: storeItems.isAvailable,
        sortKey: sql<string>`${column}::text`,
      })
      .from(storeItems)
      .innerJoin(masterProducts, eq(masterProducts.id, storeItems.masterProductId))
      .where(and(where, after))
      .orderBy(sql`${column} ${direction}`, sql`${storeItems.id} ${direction}`)
      .limit(EXPORT_PAGE);
    for (const row of rows) yield row;
    if (rows.length < EXPORT_PAGE) return;
    const last = rows.at(-1)!;
    cursor = { key: last.sortKey, id: last.itemId };
  }
}

/** The CSV export as a stream (header row, then one line per item; price and MRP in rupees with two decimals). */
export function exportMyListCsv(db: Database, { store, query }: { store: StoreScope; query: MyListExportQuery }): Readable {
  const csv = stringify({
    header: true,
    columns: [...MY_LIST_CSV_COLUMNS],
    cast: {
      boolean: (value) => (value ? 'true' : 'false'),
      // A spreadsheet opening the file must not run any text cell (name, SKU…) as a formula.
      string: (value) => csvSafeText(value),
    },
  });
  const rows = Readable.from(
    (async function* () {
      for await (const { sortKey: _sortKey, ...row } of exportRows(db, store, query)) {
        yield { ...row, price: csvAmountOf(row.price), mrp: csvAmountOf(row.mrp), sku: row.sku ?? '' };
      }
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
