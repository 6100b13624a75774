import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MESSAGES,
  catalogueEndpoints,
  CSV_MESSAGES,
  csvSafeText,
  csvTextOf,
  myListExportQuerySchema,
  parseMyListCsvRow,
} from '../src/index.js';

const ID = '00000000-0000-4000-8000-000000000000';

describe('my list CSV', () => {
  it('has export and import paths per vertical', () => {
    expect(catalogueEndpoints('grocery').exportMyList).toMatchObject({ method: 'GET', path: '/vendor/grocery-product/export-my-list' });
    expect(catalogueEndpoints('grocery').importMyList).toMatchObject({ method: 'POST', path: '/vendor/grocery-product/import-my-list' });
    expect(catalogueEndpoints('food').importMyList.path).toBe('/vendor/store-restaurent/import-my-list');
    expect(myListExportQuerySchema.parse({ stockState: 'low' })).toEqual({ stockState: 'low', sort: 'createdAt', order: 'desc' });
  });

  it('parses a row with the item rules: blank keeps, booleans, numbers', () => {
    expect(parseMyListCsvRow({ itemId: ID, price: '10.5', mrp: '12', stock: '3', isAvailable: 'No', lowStockThreshold: '' }, 2)).toEqual({
      row: { row: 2, itemId: ID, changes: { price: 10.5, mrp: 12, stock: 3, isAvailable: false } },
    });
    expect(parseMyListCsvRow({ sku: ' A-1 ', stock: '0' }, 3)).toEqual({ row: { row: 3, sku: 'A-1', changes: { stock: 0 } } });
  });

  it('reports every bad cell of a row', () => {
    const { errors } = parseMyListCsvRow({ itemId: 'x', price: '1e3', mrp: '5', stock: '-1', isAvailable: 'maybe' }, 7);
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: 7, field: 'itemId', message: CSV_MESSAGES.rowNotFound },
        { row: 7, field: 'price', message: CATALOGUE_MESSAGES.priceRange },
        { row: 7, field: 'stock', message: CATALOGUE_MESSAGES.stockInteger },
        { row: 7, field: 'isAvailable', message: CSV_MESSAGES.rowBoolean },
      ]),
    );
    expect(parseMyListCsvRow({ price: '1' }, 4).errors).toEqual([{ row: 4, field: 'itemId', message: CSV_MESSAGES.rowKeyRequired }]);
    expect(parseMyListCsvRow({ itemId: ID, price: '9', mrp: '5' }, 5).errors).toEqual([
      { row: 5, field: 'mrp', message: CATALOGUE_MESSAGES.mrpBelowPrice },
    ]);
  });

  it('escapes text cells a spreadsheet would run, and undoes it on import', () => {
    for (const text of ['=1+1', '+A1', '-2', '@SUM(A1)', '\tx', '\rx', "'=x", "''+y"]) {
      expect(csvSafeText(text)).toBe(`'${text}`);
      expect(csvTextOf(csvSafeText(text))).toBe(text);
    }
    for (const text of ['Rice 5 kg', "'plain", 'a=b', '']) {
      expect(csvSafeText(text)).toBe(text);
      expect(csvTextOf(text)).toBe(text);
    }
  });
});
