import { describe, expect, it } from 'vitest';
import {
  amountOfCsv,
  CATALOGUE_MESSAGES,
  catalogueEndpoints,
  csvAmountOf,
  CSV_MESSAGES,
  csvSafeText,
  csvTextOf,
  decimalTextOfMinor,
  minorOfDecimalText,
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

  it('parses a row with the item rules: blank keeps, booleans, numbers, rupees as paise', () => {
    expect(parseMyListCsvRow({ itemId: ID, price: '10.5', mrp: '12', stock: '3', isAvailable: 'No', lowStockThreshold: '' }, 2)).toEqual({
      row: { row: 2, itemId: ID, changes: { price: 1050, mrp: 1200, stock: 3, isAvailable: false } },
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
    expect(parseMyListCsvRow({ itemId: ID, price: '12.345' }, 6).errors).toEqual([
      { row: 6, field: 'price', message: CATALOGUE_MESSAGES.priceWholePaise },
    ]);
    expect(parseMyListCsvRow({ itemId: ID, price: '-0.01' }, 8).errors).toEqual([
      { row: 8, field: 'price', message: CATALOGUE_MESSAGES.priceRange },
    ]);
  });

  it('converts rupee cells to paise and back exactly, where a float multiplication drifts', () => {
    // 0.1 + 0.2 is 0.30000000000000004; 1.15 * 100 is 114.99999999999999; 4.35 * 100 is 434.99999999999994.
    const cases: [string, number, string][] = [
      ['0.10', 10, '0.10'],
      ['0.2', 20, '0.20'],
      ['1.15', 115, '1.15'],
      ['4.35', 435, '4.35'],
      ['19.99', 1999, '19.99'],
      ['151.50', 15150, '151.50'],
      ['151', 15100, '151.00'],
      ['0', 0, '0.00'],
      ['0.05', 5, '0.05'],
      ['10000000.00', 1_000_000_000, '10000000.00'],
      [' 7.10 ', 710, '7.10'],
      ['19.990', 1999, '19.99'],
    ];
    for (const [cell, paise, written] of cases) {
      expect(amountOfCsv(cell), cell).toBe(paise);
      expect(csvAmountOf(paise), cell).toBe(written);
      expect(amountOfCsv(csvAmountOf(paise)), cell).toBe(paise);
    }
    expect(amountOfCsv('0.10') + amountOfCsv('0.20')).toBe(amountOfCsv('0.30'));
    // Every amount of paise from 0 to ₹100 comes back as it went.
    for (let paise = 0; paise <= 10_000; paise += 1) expect(amountOfCsv(csvAmountOf(paise))).toBe(paise);
    // More decimals: a fraction of a paisa (refused by the rules); not a plain decimal: NaN.
    expect(amountOfCsv('1.005')).toBe(100.5);
    expect(amountOfCsv('0.001')).toBe(0.1);
    for (const cell of ['', '1e3', '1,50', '12.', '.5', '₹5', 'abc', '--1', '0x10']) expect(amountOfCsv(cell), cell).toBeNaN();
    expect(minorOfDecimalText('-0.05')).toBe(-5);
    expect(Object.is(minorOfDecimalText('-0.00'), 0)).toBe(true);
    expect(decimalTextOfMinor(-5)).toBe('-0.05');
    expect(decimalTextOfMinor(-12_345)).toBe('-123.45');
    expect(() => decimalTextOfMinor(1.5)).toThrow(RangeError);
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
