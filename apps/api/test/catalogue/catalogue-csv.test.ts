import {
  CATALOGUE_MESSAGES,
  catalogueEndpoints,
  codeOfText,
  csvAmountOf,
  CSV_MESSAGES,
  type CsvImportReport,
  csvImportReportSchema,
  fillPath,
  MESSAGES,
  MY_LIST_CSV_COLUMNS,
  type Paginated,
  paginatedSchema,
  type StoreItem,
  storeItemSchema,
} from '@dhub/contract';
import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { masterProducts, storeItems } from '../../src/db/catalogue-schema.js';
import { call, UNKNOWN_ID, useCatalogueApp, type TestVendor } from '../helpers/catalogue.js';
import { multipart, pngBytes } from '../helpers/fixtures.js';
import { api } from '../helpers/http.js';
import type { TestContext } from '../helpers/test-app.js';

const grocery = catalogueEndpoints('grocery');
const HEADER = MY_LIST_CSV_COLUMNS.join(',');

let ctx: TestContext;
let demo: string;
let other: TestVendor;
useCatalogueApp({ vendor: ['grocery'] }, (suite) => ({ ctx, demo, other } = suite));

type Row = Record<(typeof MY_LIST_CSV_COLUMNS)[number], string>;

async function exportCsv(query = '', token = demo) {
  const response = await call(ctx, 'GET', `${grocery.exportMyList.path}${query}`, token);
  return { response, rows: response.statusCode === 200 ? (parse(response.body, { columns: true }) as Row[]) : [] };
}

async function importCsv(content: string | Buffer, { token = demo, name = 'list.csv', field = 'file' } = {}) {
  const body = await multipart({}, [{ field, name, content: Buffer.isBuffer(content) ? content : Buffer.from(content), type: 'text/csv' }]);
  return ctx.app.inject({
    method: 'POST',
    url: api(grocery.importMyList.path),
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
}

async function myList(query = '?limit=100', token = demo) {
  const response = await call(ctx, 'GET', `${grocery.myList.path}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return paginatedSchema(storeItemSchema).parse(response.json()) as Paginated<StoreItem>;
}

const report = (body: string) => csvImportReportSchema.parse(JSON.parse(body)) as CsvImportReport;

/** The demo store's items as {id → price, stock, …} to compare before and after an import. */
async function snapshot() {
  const { items } = await myList();
  return Object.fromEntries(items.map((item) => [item._id, [item.price, item.mrp, item.stock, item.lowStockThreshold, item.isAvailable]]));
}

describe('CSV export', () => {
  it('answers text/csv with the header row and one line per item, numbers and booleans as text, amounts in rupees', async () => {
    const { response, rows } = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="grocery-my-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.split('\n')[0]).toBe(HEADER);
    expect(rows).toHaveLength(30);
    const list = await myList();
    const byId = new Map(list.items.map((item) => [item._id, item]));
    for (const row of rows) {
      const item = byId.get(row.itemId)!;
      expect(row).toEqual({
        itemId: item._id,
        sku: item.sku ?? '',
        name: item.product.name,
        // The API's paise as rupees with two decimals (4250 → "42.50").
        price: `${Math.floor(item.price / 100)}.${String(item.price % 100).padStart(2, '0')}`,
        mrp: csvAmountOf(item.mrp),
        discount: String(item.discount),
        stock: String(item.stock),
        lowStockThreshold: String(item.lowStockThreshold),
        isAvailable: String(item.isAvailable),
      });
    }
    expect(rows.every((row) => /^\d+\.\d{2}$/.test(row.price) && /^\d+\.\d{2}$/.test(row.mrp))).toBe(true);
    // Default order: the list's (createdAt desc).
    expect(rows.map((row) => row.itemId)).toEqual(list.items.map((item) => item._id));
  });

  it('escapes every text cell a spreadsheet would run as a formula; the file imports back unchanged', async () => {
    const items = (await myList('?limit=5&sort=name&order=asc')).items;
    const skus = ['=HYPERLINK("http://x")', '+1+1', '-2+3', "'=quoted", '@SUM(A1)'];
    for (const [index, item] of items.entries()) {
      const response = await call(ctx, 'PUT', fillPath(grocery.update.path, { id: item._id }), demo, { sku: skus[index] });
      expect(response.statusCode, response.body).toBe(200);
    }
    const { response, rows } = await exportCsv('?sort=name&order=asc');
    const bySku = new Map(rows.map((row) => [row.itemId, row.sku]));
    expect(items.map((item) => bySku.get(item._id))).toEqual([`'=HYPERLINK("http://x")`, "'+1+1", "'-2+3", "''=quoted", "'@SUM(A1)"]);
    // Imported by SKU: the escape is undone, so each row finds its item again.
    const exported = items.map((item) => bySku.get(item._id)!);
    const bySkuOnly = ['sku,stock', ...exported.map((sku) => `"${sku.replace(/"/g, '""')}",7`)].join('\n');
    const imported = await importCsv(bySkuOnly);
    expect(imported.statusCode, imported.body).toBe(200);
    const after = (await myList('?limit=5&sort=name&order=asc')).items;
    expect(response.statusCode).toBe(200);
    expect(after.map((item) => [item.sku, item.stock])).toEqual(skus.map((sku) => [sku, 7]));
    for (const item of items) {
      const restored = await call(ctx, 'PUT', fillPath(grocery.update.path, { id: item._id }), demo, { sku: item.sku, stock: item.stock });
      expect(restored.statusCode, restored.body).toBe(200);
    }
  });

  it('applies the get-my-list filters and sort', async () => {
    const low = await exportCsv('?stockState=low');
    expect(low.rows).toHaveLength(1);
    expect(Number(low.rows[0]!.stock)).toBeLessThanOrEqual(Number(low.rows[0]!.lowStockThreshold));
    expect((await exportCsv('?isAvailable=false')).rows).toHaveLength(1);
    const word = (await myList()).items[0]!.product.name.split(' ')[0]!;
    const found = await exportCsv(`?searchQuery=${encodeURIComponent(word.toUpperCase())}`);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((row) => row.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const byPrice = (await exportCsv('?sort=price&order=asc')).rows.map((row) => Number(row.price));
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const category = (await myList()).items[0]!.product.category!._id;
    const inCategory = await exportCsv(`?categoryId=${category}`);
    expect(inCategory.rows.length).toBe((await myList(`?categoryId=${category}&limit=100`)).total);
  });

  it('rejects bad queries, needs a vendor token and a store; another vendor gets its own (empty) list', async () => {
    for (const query of ['?stockState=some', '?sort=sku', '?categoryId=nope', `?storeId=${other.storeIds[0]}`]) {
      const response = await call(ctx, 'GET', `${grocery.exportMyList.path}${query}`, demo);
      expect(response.statusCode, query).toBe(query.startsWith('?storeId') ? 404 : 400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await call(ctx, 'GET', grocery.exportMyList.path)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', catalogueEndpoints('medicine').exportMyList.path, demo)).statusCode).toBe(404);
    const empty = await exportCsv('', other.token);
    expect(empty.response.body.trim()).toBe(HEADER);
  });
});

describe('CSV import', () => {
  it('updates price, MRP, stock, threshold and availability by itemId or SKU, in one go', async () => {
    const { rows } = await exportCsv('?sort=name&order=asc');
    const [a, b, c] = rows;
    const file = [
      HEADER,
      // a: by id, every updatable column
      [a!.itemId, a!.sku, a!.name, '12.5', '20', a!.discount, '7', '3', 'false'].join(','),
      // b: by SKU only (blank id), price only; blank cells keep their values
      ['', b!.sku, '', '1', '', '', '', '', ''].join(','),
      // c: unchanged row (export as is), quoted name with a comma
      [c!.itemId, c!.sku, `"${c!.name}, special"`, c!.price, c!.mrp, c!.discount, c!.stock, c!.lowStockThreshold, c!.isAvailable].join(','),
    ].join('\n');
    const response = await importCsv(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(report(response.body)).toEqual({ message: CSV_MESSAGES.importApplied, applied: 3, total: 3, errorCount: 0, errors: [] });
    const get = async (id: string) => (await call(ctx, 'GET', fillPath(grocery.getById.path, { id }), demo)).json().item as StoreItem;
    // Rupees in the file, paise in the API.
    expect(await get(a!.itemId)).toMatchObject({ price: 1250, mrp: 2000, stock: 7, lowStockThreshold: 3, isAvailable: false });
    expect(await get(b!.itemId)).toMatchObject({ price: 100, mrp: Number(b!.mrp.replace('.', '')), stock: Number(b!.stock) });
    // The exported row imported as is: the same item.
    expect(csvAmountOf((await get(c!.itemId)).price)).toBe(c!.price);
    expect(await get(c!.itemId)).toMatchObject({ stock: Number(c!.stock) });
  });

  it('converts rupees to paise exactly both ways: no float drift, a fraction of a paisa refused', async () => {
    const { rows } = await exportCsv('?sort=name&order=asc');
    // Amounts a float multiplication gets wrong: 0.1 + 0.2, 1.15 × 100 = 114.99…, 4.35 × 100 = 434.99…, 19.99.
    const amounts = ['0.10', '0.20', '1.15', '4.35', '19.99', '100000.01'];
    const targets = rows.slice(0, amounts.length);
    const file = ['itemId,price,mrp', ...targets.map((row, index) => `${row.itemId},${amounts[index]},${amounts[index]}`)].join('\n');
    const response = await importCsv(file);
    expect(response.statusCode, response.body).toBe(200);
    const items = await myList();
    const paise = targets.map((row) => items.items.find((item) => item._id === row.itemId)!);
    expect(paise.map((item) => [item.price, item.mrp])).toEqual([
      [10, 10],
      [20, 20],
      [115, 115],
      [435, 435],
      [1999, 1999],
      [10_000_001, 10_000_001],
    ]);
    expect(paise[0]!.price + paise[1]!.price).toBe(30);
    // Exported again exactly as typed.
    const again = new Map((await exportCsv('?sort=name&order=asc')).rows.map((row) => [row.itemId, row]));
    expect(targets.map((row) => again.get(row.itemId)!.price)).toEqual(amounts);
    expect(targets.map((row) => again.get(row.itemId)!.mrp)).toEqual(amounts);

    // "19.990" is 1999 paise; "1.005" is a fraction of a paisa: refused, nothing applied.
    const before = await snapshot();
    const refused = await importCsv(`itemId,price,mrp\n${targets[0]!.itemId},19.990,20\n${targets[1]!.itemId},1.005,2\n`);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(report(refused.body).errors).toEqual([{ row: 3, field: 'price', message: CATALOGUE_MESSAGES.priceWholePaise }]);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts a subset of columns in any case and order, a UTF-8 BOM and CRLF line ends (Excel)', async () => {
    const { rows } = await exportCsv('?sort=name&order=desc');
    const file = `\uFEFFSKU,Stock\r\n${rows[0]!.sku},42\r\n${rows[1]!.sku},43\r\n\r\n,\r\n`;
    const response = await importCsv(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(report(response.body)).toMatchObject({ applied: 2, total: 2 });
    const after = await exportCsv('?sort=name&order=desc');
    expect(after.rows.slice(0, 2).map((row) => row.stock)).toEqual(['42', '43']);
  });

  it('reports every bad row with its row number and field, and applies nothing', async () => {
    const before = await snapshot();
    const { rows } = await exportCsv('?sort=name&order=asc');
    const [otherItem] = await ctx.db
      .insert(storeItems)
      .values({
        storeId: other.storeIds[0]!,
        masterProductId: (
          await ctx.db.select({ id: masterProducts.id }).from(masterProducts).where(eq(masterProducts.vertical, 'grocery')).limit(1)
        )[0]!.id,
        price: 10,
        mrp: 10,
        stock: 1,
        sku: 'RAO-1',
      })
      .returning({ id: storeItems.id });
    const line = (id: string, sku: string, price: string, mrp: string, stock: string, available = 'true') =>
      [id, sku, 'x', price, mrp, '0', stock, '5', available].join(',');
    const file = [
      HEADER,
      line(rows[0]!.itemId, '', '15', '30', '10'), // row 2: valid
      line(rows[1]!.itemId, '', 'abc', '30', '10'), // row 3: price not a number
      line(rows[2]!.itemId, '', '50', '40', '10'), // row 4: MRP below price
      line(rows[3]!.itemId, '', '10', '40', '-1'), // row 5: negative stock
      line(rows[4]!.itemId, '', '10', '40', '2.5', 'maybe'), // row 6: fractional stock, bad boolean
      line(UNKNOWN_ID, '', '10', '40', '1'), // row 7: unknown id
      line(otherItem!.id, '', '10', '40', '1'), // row 8: another vendor's item
      line('', 'RAO-1', '10', '40', '1'), // row 9: another vendor's SKU
      line('', '', '10', '40', '1'), // row 10: no key
      line('not-a-uuid', '', '10', '40', '1'), // row 11: malformed id
      line(rows[0]!.itemId, '', '16', '30', '10'), // row 12: same item twice
      [rows[5]!.itemId, '', '', '999999', '', '', '', '', ''].join(','), // row 13: price above the stored MRP
      line(rows[6]!.itemId, '', '10.555', '40', '1'), // row 14: a fraction of a paisa
      line(rows[7]!.itemId, '', '1e3', '40', '1'), // row 15: not a plain decimal
    ].join('\n');
    const response = await importCsv(file);
    expect(response.statusCode, response.body).toBe(400);
    const result = report(response.body);
    expect(result).toMatchObject({ message: CSV_MESSAGES.importRejected, applied: 0, total: 14 });
    const pairs = result.errors.map((error) => [error.row, error.field]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        [3, 'price'],
        [4, 'mrp'],
        [5, 'stock'],
        [6, 'stock'],
        [6, 'isAvailable'],
        [7, 'itemId'],
        [8, 'itemId'],
        [9, 'sku'],
        [10, 'itemId'],
        [11, 'itemId'],
        [12, 'itemId'],
        [13, 'mrp'],
        [14, 'price'],
        [15, 'price'],
      ]),
    );
    expect(result.errors.some((error) => error.row === 2)).toBe(false);
    expect(result.errorCount).toBe(result.errors.length);
    const message = (row: number, field: string) => result.errors.find((error) => error.row === row && error.field === field)?.message;
    expect(message(3, 'price')).toBe(CATALOGUE_MESSAGES.priceRange);
    expect(message(4, 'mrp')).toBe(CATALOGUE_MESSAGES.mrpBelowPrice);
    expect(message(5, 'stock')).toBe(CATALOGUE_MESSAGES.stockInteger);
    expect(message(6, 'isAvailable')).toBe(CSV_MESSAGES.rowBoolean);
    expect(message(7, 'itemId')).toBe(CSV_MESSAGES.rowNotFound);
    expect(message(8, 'itemId')).toBe(CSV_MESSAGES.rowNotFound);
    expect(message(9, 'sku')).toBe(CSV_MESSAGES.rowNotFound);
    expect(message(10, 'itemId')).toBe(CSV_MESSAGES.rowKeyRequired);
    expect(message(12, 'itemId')).toBe(CSV_MESSAGES.rowDuplicate);
    expect(message(13, 'mrp')).toBe(CATALOGUE_MESSAGES.mrpBelowPrice);
    expect(message(14, 'price')).toBe(CATALOGUE_MESSAGES.priceWholePaise);
    expect(message(15, 'price')).toBe(CATALOGUE_MESSAGES.priceRange);
    expect(await snapshot()).toEqual(before);
    // The other vendor's item is untouched too.
    const [stored] = await ctx.db.select().from(storeItems).where(eq(storeItems.id, otherItem!.id));
    expect(stored).toMatchObject({ price: 10, stock: 1 });
  });

  it('answers 400 and applies nothing for a malformed file', async () => {
    const before = await snapshot();
    const { rows } = await exportCsv();
    const good = `${rows[0]!.itemId},1`;
    const cases: [string, string | Buffer, string, string?][] = [
      ['not CSV (a PNG)', pngBytes(), CSV_MESSAGES.csvEncoding],
      ['UTF-16', Buffer.from(`\uFEFFitemId,stock\n${good}\n`, 'utf16le'), CSV_MESSAGES.csvEncoding],
      ['Latin-1', Buffer.from(`itemId,stock,name\n${good},Caf\xe9\n`, 'latin1'), CSV_MESSAGES.csvEncoding],
      ['unclosed quote', `itemId,stock\n"${good}\n`, CSV_MESSAGES.csvMalformed],
      ['ragged rows', `itemId,stock\n${good},9\n`, CSV_MESSAGES.csvMalformed],
      ['no key column', `name,stock\nRice,1\n`, CSV_MESSAGES.csvMissingKeyColumn],
      ['no value column', `itemId,name\n${rows[0]!.itemId},Rice\n`, CSV_MESSAGES.csvMissingValueColumn],
      ['unknown column', `itemId,stock,prcie\n${good},1\n`, CSV_MESSAGES.csvUnknownColumn],
      ['duplicate column', `itemId,stock,Stock\n${good},1\n`, CSV_MESSAGES.csvDuplicateColumn],
      ['header only', `itemId,stock\n`, CSV_MESSAGES.csvEmpty],
      ['empty', '', CSV_MESSAGES.csvEmpty],
      ['too many rows', `itemId,stock\n${`${good}\n`.repeat(20_001)}`, CSV_MESSAGES.csvTooManyRows],
      ['not .csv', `itemId,stock\n${good}\n`, CSV_MESSAGES.oneCsvFile, 'list.txt'],
    ];
    for (const [label, content, message, name] of cases) {
      const response = await importCsv(content, { name: name ?? 'list.csv' });
      expect(response.statusCode, label).toBe(400);
      const code = codeOfText(message);
      expect(response.json(), label).toEqual({ code, message, errors: { file: message }, fieldCodes: { file: code } });
    }
    const wrongField = await importCsv(`itemId,stock\n${good}\n`, { field: 'csv' });
    expect(wrongField.json()).toMatchObject({ code: 'oneCsvFile', message: CSV_MESSAGES.oneCsvFile });
    const large = await importCsv(`itemId,stock\n${`${good}\n`.repeat(60_000)}`);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'csvTooLarge', message: CSV_MESSAGES.csvTooLarge });
    const json = await call(ctx, 'POST', grocery.importMyList.path, demo, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ code: 'invalidRequest', message: MESSAGES.invalidRequest });
    expect(await snapshot()).toEqual(before);
  });

  it("needs a vendor token; another vendor's import cannot reach the demo store's items", async () => {
    const { rows } = await exportCsv();
    const file = `itemId,stock\n${rows[0]!.itemId},99\n`;
    expect((await ctx.app.inject({ method: 'POST', url: api(grocery.importMyList.path) })).statusCode).toBe(401);
    const response = await importCsv(file, { token: other.token });
    expect(response.statusCode).toBe(400);
    expect(report(response.body).errors).toEqual([{ row: 2, field: 'itemId', message: CSV_MESSAGES.rowNotFound }]);
    expect((await exportCsv()).rows.find((row) => row.itemId === rows[0]!.itemId)!.stock).toBe(rows[0]!.stock);
  });
});

describe('CSV at scale', () => {
  it('exports and imports a few thousand items (keyset pages, batched updates)', async () => {
    const [product] = await ctx.db.select().from(masterProducts).where(eq(masterProducts.vertical, 'grocery')).limit(1);
    const count = 2600;
    // Extra master products and a list of `count` items in the other vendor's store, set-based.
    await ctx.db.execute(sql`
      insert into master_products (vertical, name, category_id, brand_id)
      select 'grocery', 'Bulk test product ' || lpad(g::text, 5, '0'), ${product!.categoryId}, ${product!.brandId}
      from generate_series(1, ${count}) g`);
    await ctx.db.execute(sql`
      insert into store_items (store_id, master_product_id, price, mrp, stock, sku, created_at)
      select ${other.storeIds[0]}, id, 1000, 2000, 5, 'BULK-' || substr(name, 19), now() - (substr(name, 19)::int % 7) * interval '1 day'
      from master_products where name like 'Bulk test product %'`);
    const total = (await myList('?limit=1', other.token)).total;
    expect(total).toBeGreaterThan(count); // + the item of the bad-rows test
    for (const query of ['', '?sort=name&order=asc', '?sort=createdAt&order=asc', '?sort=price&order=desc']) {
      const { rows } = await exportCsv(query, other.token);
      expect(rows, query).toHaveLength(total);
      expect(new Set(rows.map((row) => row.itemId)).size, query).toBe(total);
    }
    const { rows } = await exportCsv('?searchQuery=bulk test', other.token);
    expect(rows).toHaveLength(count);
    const file = `sku,price,mrp,stock\n${rows.map((row, index) => `${row.sku},${(index % 90) + 1},100,${index}`).join('\n')}\n`;
    const started = Date.now();
    const response = await importCsv(file, { token: other.token });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expect(report(response.body)).toMatchObject({ applied: count, total: count });
    expect(Date.now() - started).toBeLessThan(20_000);
    const [changed] = await ctx.db
      .select({ price: storeItems.price, stock: storeItems.stock })
      .from(storeItems)
      .where(and(eq(storeItems.storeId, other.storeIds[0]!), eq(storeItems.sku, rows[100]!.sku)));
    // Row 101's price, ₹11, in paise.
    expect(changed).toEqual({ price: 1100, stock: 100 });
  });
});
