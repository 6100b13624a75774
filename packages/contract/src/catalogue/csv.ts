import { z } from 'zod';
import { idSchema } from '../common.js';
import { decimalTextOfMinor, minorOfDecimalText } from '../fields.js';
import { CSV_MESSAGES } from './messages.js';
import { myListQuerySchema, updateItemBodySchema, type UpdateItemBody } from './schemas.js';

/**
 * CSV export and import of a store's "my list" (every vertical, same format).
 *
 * Export: `GET <base>/export-my-list` with the get-my-list filters and sort (no paging), text/csv,
 * header row = MY_LIST_CSV_COLUMNS. Import: `POST <base>/import-my-list`, multipart with one .csv
 * file in the field `file` (≤ 2 MB, ≤ 20 000 data rows, UTF-8, optional BOM). Rows are matched by
 * `itemId`, else by `sku`, within the store; `price`, `mrp`, `stock`, `lowStockThreshold` and
 * `isAvailable` are updated where the column is present and the cell is not blank. `name` and
 * `discount` are read-only (ignored). All or nothing: any bad row → 400 with the report, nothing applied.
 *
 * Amounts (`price`, `mrp`) are rupees with two decimals in the file (`151.50`: what a person edits in
 * a spreadsheet) and paise in the API: converted exactly both ways (csvAmountOf, amountOfCsv), never
 * through a float multiplication; a cell with a fraction of a paisa (`1.005`) is refused.
 */
export const MY_LIST_CSV_COLUMNS = [
  'itemId',
  'sku',
  'name',
  'price',
  'mrp',
  'discount',
  'stock',
  'lowStockThreshold',
  'isAvailable',
] as const;
export type MyListCsvColumn = (typeof MY_LIST_CSV_COLUMNS)[number];

/** Columns that identify the item (at least one is required in the header). */
export const MY_LIST_CSV_KEY_COLUMNS = ['itemId', 'sku'] as const;
/** Columns an import changes (at least one is required in the header). */
export const MY_LIST_CSV_UPDATABLE_COLUMNS = ['price', 'mrp', 'stock', 'lowStockThreshold', 'isAvailable'] as const;
export type MyListCsvUpdatableColumn = (typeof MY_LIST_CSV_UPDATABLE_COLUMNS)[number];

export const MY_LIST_CSV_LIMITS = {
  maxBytes: 2 * 1024 * 1024,
  maxRows: 20_000,
  /** At most this many row errors are listed in a report (`errorCount` has them all). */
  maxReportedErrors: 1000,
} as const;

/** The multipart field of the import. */
export const MY_LIST_CSV_FIELD = 'file';

/** The get-my-list filters and sort, without paging (the export has every matching row). */
export const myListExportQuerySchema = myListQuerySchema.omit({ page: true, limit: true });
export type MyListExportQuery = z.infer<typeof myListExportQuerySchema>;

export const csvImportRowErrorSchema = z.object({
  /** The spreadsheet row (the header is row 1). */
  row: z.number().int(),
  field: z.string().optional(),
  message: z.string(),
});
export type CsvImportRowError = z.infer<typeof csvImportRowErrorSchema>;

/** 200 when applied; 400 (applied 0) when a row is bad: nothing is applied then. */
export const csvImportReportSchema = z.object({
  message: z.string(),
  /** Rows applied (0 unless every row was valid). */
  applied: z.number().int(),
  /** Data rows in the file. */
  total: z.number().int(),
  /** Every row error found; `errors` lists the first MY_LIST_CSV_LIMITS.maxReportedErrors. */
  errorCount: z.number().int(),
  errors: z.array(csvImportRowErrorSchema),
});
export type CsvImportReport = z.infer<typeof csvImportReportSchema>;

/** A valid row: how it is matched and what it changes. */
export interface MyListCsvRow {
  row: number;
  itemId?: string;
  sku?: string;
  changes: Pick<UpdateItemBody, MyListCsvUpdatableColumn>;
}

const TRUE = new Set(['true', 'yes', '1', 'y']);
const FALSE = new Set(['false', 'no', '0', 'n']);

/** The file's columns that hold amounts: rupees in the file, paise in the API. */
export const MY_LIST_CSV_AMOUNT_COLUMNS = ['price', 'mrp'] as const;

/** An amount in paise as the file writes it: rupees with two decimals (15150 → "151.50"). */
export const csvAmountOf = (paise: number): string => decimalTextOfMinor(paise);

/**
 * A file's amount cell (rupees: "151.50", "151.5", "151") in paise, exactly; NaN when it is not a
 * plain decimal, a fraction of a paisa when it has more than two decimals (both refused by the item rules).
 */
export const amountOfCsv = (cell: string): number => minorOfDecimalText(cell);

/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or CR first), or such a cell escaped already. */
const needsEscape = (value: string): boolean => /^[=+\-@\t\r]/.test(value) || (value.startsWith("'") && needsEscape(value.slice(1)));

/** A text cell as exported: one that a spreadsheet would run as a formula is escaped with a leading `'`. */
export const csvSafeText = (value: string): string => (needsEscape(value) ? `'${value}` : value);

/** An imported text cell: the export's escape undone, so an exported file imports as it was. */
export const csvTextOf = (value: string): string => (value.startsWith("'") && needsEscape(value.slice(1)) ? value.slice(1) : value);

/**
 * Checks one data row (cells by column name, header already checked) with the item rules of the
 * contract (`updateItemBodySchema`: price/MRP ranges in whole paise, MRP ≥ price when both are
 * given, whole stock and threshold). A blank cell leaves the value as it is. Returns the row (its
 * amounts in paise) or its errors.
 */
export function parseMyListCsvRow(
  cells: Partial<Record<MyListCsvColumn, string>>,
  row: number,
): { row: MyListCsvRow; errors?: undefined } | { row?: undefined; errors: CsvImportRowError[] } {
  const errors: CsvImportRowError[] = [];
  const cell = (column: MyListCsvColumn) => {
    const value = cells[column]?.trim();
    return value ? value : undefined;
  };
  const itemId = cell('itemId');
  const sku = cell('sku') && csvTextOf(cell('sku')!);
  if (!itemId && !sku) errors.push({ row, field: 'itemId', message: CSV_MESSAGES.rowKeyRequired });
  if (itemId && !idSchema.safeParse(itemId).success) errors.push({ row, field: 'itemId', message: CSV_MESSAGES.rowNotFound });

  const candidate: Record<string, unknown> = {};
  for (const column of MY_LIST_CSV_AMOUNT_COLUMNS) {
    const value = cell(column);
    if (value !== undefined) candidate[column] = amountOfCsv(value);
  }
  for (const column of ['stock', 'lowStockThreshold'] as const) {
    const value = cell(column);
    // Number('') is 0 and Number('1e3') is 1000: only plain decimals are numbers here.
    if (value !== undefined) candidate[column] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  }
  const available = cell('isAvailable')?.toLowerCase();
  if (available !== undefined) {
    if (TRUE.has(available)) candidate.isAvailable = true;
    else if (FALSE.has(available)) candidate.isAvailable = false;
    else errors.push({ row, field: 'isAvailable', message: CSV_MESSAGES.rowBoolean });
  }
  const parsed = updateItemBodySchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors.push({ row, field: String(issue.path[0] ?? 'row'), message: issue.message });
  }
  if (errors.length || !parsed.success) return { errors };
  const { price, mrp, stock, lowStockThreshold, isAvailable } = parsed.data;
  const changes = Object.fromEntries(
    Object.entries({ price, mrp, stock, lowStockThreshold, isAvailable }).filter(([, value]) => value !== undefined),
  ) as MyListCsvRow['changes'];
  return { row: { row, ...(itemId && { itemId }), ...(sku && !itemId && { sku }), changes } };
}
