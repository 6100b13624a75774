import { Readable } from 'node:stream';
import { csvSafeText, decimalTextOfMinor, WALLET_CSV_COLUMNS, type WalletEntry } from '@dhub/contract';
import { stringify } from 'csv-stringify';

/** The ledger as a CSV stream: a header row, then one line per entry (amounts in major units, two decimals). */
export function walletCsv(entries: AsyncIterable<WalletEntry>): Readable {
  const csv = stringify({
    header: true,
    columns: [...WALLET_CSV_COLUMNS],
    // A spreadsheet opening the file must not run a note as a formula.
    cast: { string: (value) => csvSafeText(value) },
  });
  const rows = Readable.from(
    (async function* () {
      for await (const entry of entries) {
        yield {
          date: entry.createdAt,
          type: entry.type,
          amount: decimalTextOfMinor(entry.amount),
          balanceAfter: decimalTextOfMinor(entry.balanceAfter),
          availableAt: entry.availableAt,
          sale: entry.sale ? `${entry.sale.kind} ${entry.sale.number}` : '',
          note: entry.note ?? '',
        };
      }
    })(),
  );
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
