import { readFile } from 'node:fs/promises';
import {
  CATALOGUE_MESSAGES,
  CSV_MESSAGES,
  fileExtension,
  MY_LIST_CSV_COLUMNS,
  MY_LIST_CSV_FIELD,
  MY_LIST_CSV_KEY_COLUMNS,
  MY_LIST_CSV_LIMITS,
  MY_LIST_CSV_UPDATABLE_COLUMNS,
  parseMyListCsvRow,
  type CsvImportReport,
  type CsvImportRowError,
  type MessageCode,
  type MyListCsvColumn,
  type MyListCsvRow,
} from '@dhub/contract';
import { parse } from 'csv-parse/sync';
import { sql, type SQL } from 'drizzle-orm';
import type { StoreScope } from '../../access/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { storeItems } from '../../db/catalogue-schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { MultipartForm } from '../../uploads/multipart.js';

/** Rows per UPDATE statement of the import (one jsonb parameter each). */
const IMPORT_BATCH = 2000;

const malformed = (code: MessageCode, status = 400): never => {
  throw HttpError.onField(status, code, MY_LIST_CSV_FIELD);
};

/** The one .csv file of the form, as text (size and encoding checked). */
async function csvText(form: MultipartForm): Promise<string> {
  const files = form.files.filter((file) => file.field === MY_LIST_CSV_FIELD);
  if (files.length !== 1 || form.files.length !== 1) malformed('oneCsvFile');
  const file = files[0]!;
  if (fileExtension(file.originalName) !== 'csv') malformed('oneCsvFile');
  if (file.truncated || file.size > MY_LIST_CSV_LIMITS.maxBytes) malformed('csvTooLarge', 413);
  const bytes = await readFile(file.tempPath);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return malformed('csvEncoding');
  }
  // A NUL byte: a binary file (or UTF-16) that happens to decode.
  if (text.includes('\u0000')) malformed('csvEncoding');
  return text;
}

interface ParsedFile {
  header: MyListCsvColumn[];
  records: { row: number; cells: Partial<Record<MyListCsvColumn, string>> }[];
}

const COLUMN_BY_NAME = new Map<string, MyListCsvColumn>(MY_LIST_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));

/** The header (column names any case, known and unique) and the data rows with their spreadsheet row numbers. */
function parseCsv(text: string): ParsedFile {
  let lines: { record: string[]; info: { lines: number } }[];
  try {
    lines = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: false,
      trim: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    return malformed('csvMalformed');
  }
  const [first, ...data] = lines;
  if (!first) return malformed('csvEmpty');
  const header: MyListCsvColumn[] = [];
  for (const name of first.record) {
    const column = COLUMN_BY_NAME.get(name.toLowerCase());
    if (!column) malformed('csvUnknownColumn');
    if (header.includes(column!)) malformed('csvDuplicateColumn');
    header.push(column!);
  }
  if (!MY_LIST_CSV_KEY_COLUMNS.some((column) => header.includes(column))) malformed('csvMissingKeyColumn');
  if (!MY_LIST_CSV_UPDATABLE_COLUMNS.some((column) => header.includes(column))) malformed('csvMissingValueColumn');
  if (!data.length) malformed('csvEmpty');
  if (data.length > MY_LIST_CSV_LIMITS.maxRows) malformed('csvTooManyRows');
  return {
    header,
    records: data.map(({ record, info }) => ({
      row: info.lines,
      cells: Object.fromEntries(header.map((column, index) => [column, record[index] ?? ''])),
    })),
  };
}

/** A raw statement's rows and affected count, whichever driver (node-postgres: rowCount, PGlite: affectedRows). */
async function rawQuery<T = unknown>(db: Executor, query: SQL) {
  return (await db.execute(query)) as unknown as { rows: T[]; rowCount?: number | null; affectedRows?: number };
}

interface StoredItem {
  id: string;
  sku: string | null;
  price: number;
  mrp: number;
}

/** The store's items named by the rows (by id or SKU), locked until the transaction ends. */
async function lockedItems(tx: Executor, storeId: string, rows: MyListCsvRow[]): Promise<StoredItem[]> {
  const ids = rows.flatMap((row) => (row.itemId ? [row.itemId] : []));
  const skus = rows.flatMap((row) => (row.sku ? [row.sku] : []));
  const result = await rawQuery<{ id: string; sku: string | null; price: number; mrp: number }>(
    tx,
    sql`
    select id, sku, price, mrp from ${storeItems}
    where store_id = ${storeId}
      and (id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
        or sku in (select value from jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb)))
    for update`,
  );
  return result.rows;
}

/** One UPDATE … FROM jsonb_to_recordset per batch: blank cells (null) keep the stored value. */
async function applyBatch(tx: Executor, storeId: string, batch: { id: string; changes: MyListCsvRow['changes'] }[]): Promise<number> {
  const payload = JSON.stringify(
    batch.map(({ id, changes }) => ({
      id,
      price: changes.price ?? null,
      mrp: changes.mrp ?? null,
      stock: changes.stock ?? null,
      low_stock_threshold: changes.lowStockThreshold ?? null,
      is_available: changes.isAvailable ?? null,
    })),
  );
  const result = await rawQuery(
    tx,
    sql`
    update ${storeItems} as s set
      price = coalesce(v.price, s.price),
      mrp = coalesce(v.mrp, s.mrp),
      stock = coalesce(v.stock, s.stock),
      low_stock_threshold = coalesce(v.low_stock_threshold, s.low_stock_threshold),
      is_available = coalesce(v.is_available, s.is_available),
      updated_at = now()
    from jsonb_to_recordset(${payload}::jsonb)
      as v(id uuid, price integer, mrp integer, stock integer, low_stock_threshold integer, is_available boolean)
    where s.id = v.id and s.store_id = ${storeId}`,
  );
  return result.rowCount ?? result.affectedRows ?? batch.length;
}

/** Thrown inside the transaction to roll it back with the row report. */
class RowErrors extends Error {
  constructor(readonly errors: CsvImportRowError[]) {
    super('row errors');
  }
}

/**
 * Validates the whole file, then applies every row in one transaction, or nothing:
 * malformed file → HttpError 400/413; a bad row or an item not in the store → 400 report.
 */
export async function importMyListCsv(
  db: Database,
  { store, form }: { store: StoreScope; form: MultipartForm },
): Promise<{ status: 200 | 400; report: CsvImportReport }> {
  const { records } = parseCsv(await csvText(form));
  const errors: CsvImportRowError[] = [];
  const rows: MyListCsvRow[] = [];
  for (const { row, cells } of records) {
    const parsed = parseMyListCsvRow(cells, row);
    if (parsed.errors) errors.push(...parsed.errors);
    else rows.push(parsed.row);
  }
  const total = records.length;
  const rejected = (all: CsvImportRowError[]) => ({
    status: 400 as const,
    report: {
      message: CSV_MESSAGES.importRejected,
      applied: 0,
      total,
      errorCount: all.length,
      errors: all.sort((a, b) => a.row - b.row).slice(0, MY_LIST_CSV_LIMITS.maxReportedErrors),
    },
  });
  try {
    const applied = await db.transaction(async (tx) => {
      const items = await lockedItems(tx, store.id, rows);
      const byId = new Map(items.map((item) => [item.id, item]));
      const bySku = new Map(items.flatMap((item) => (item.sku ? [[item.sku, item] as const] : [])));
      const seen = new Set<string>();
      const updates: { id: string; changes: MyListCsvRow['changes'] }[] = [];
      for (const row of rows) {
        const item = row.itemId ? byId.get(row.itemId) : bySku.get(row.sku!);
        if (!item) {
          errors.push({ row: row.row, field: row.itemId ? 'itemId' : 'sku', message: CSV_MESSAGES.rowNotFound });
          continue;
        }
        if (seen.has(item.id)) {
          errors.push({ row: row.row, field: row.itemId ? 'itemId' : 'sku', message: CSV_MESSAGES.rowDuplicate });
          continue;
        }
        seen.add(item.id);
        // MRP ≥ price against the stored value of the column the row leaves as it is.
        if ((row.changes.mrp ?? item.mrp) < (row.changes.price ?? item.price)) {
          errors.push({ row: row.row, field: 'mrp', message: CATALOGUE_MESSAGES.mrpBelowPrice });
          continue;
        }
        updates.push({ id: item.id, changes: row.changes });
      }
      if (errors.length) throw new RowErrors(errors);
      let count = 0;
      for (let start = 0; start < updates.length; start += IMPORT_BATCH) {
        count += await applyBatch(tx, store.id, updates.slice(start, start + IMPORT_BATCH));
      }
      return count;
    });
    return {
      status: 200,
      report: { message: CSV_MESSAGES.importApplied, applied, total, errorCount: 0, errors: [] },
    };
  } catch (error) {
    if (error instanceof RowErrors) return rejected(error.errors);
    throw error;
  }
}
