import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CSV_MESSAGES, MY_LIST_CSV_FIELD, storeEndpoints, type CsvImportReport } from '@dhub/contract';
import { GROCERY_STORE, profileHandler, signIn } from '../../../test/fixtures';
import { apiError, endpointKey, mockApi, type MockAnswer } from '../../../test/mockApi';
import { grocery, renderCatalogue, storeItem } from '../test-fixtures';

const report = (fields: Partial<CsvImportReport>): CsvImportReport => ({
  message: CSV_MESSAGES.importApplied,
  applied: 0,
  total: 0,
  errorCount: 0,
  errors: [],
  ...fields,
});

function setup(answer: MockAnswer) {
  signIn();
  const list = { items: [storeItem()], page: 1, limit: 20, total: 1 };
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(grocery.myList)]: () => ({ body: list }),
    [endpointKey(grocery.importMyList)]: () => answer,
  });
}

/** Opens the import dialog from my list and picks a file in it. */
async function importFile(file = new File(['sku,price\nRICE-5,425\n'], 'prices.csv', { type: 'text/csv' })) {
  renderCatalogue('/grocerys-item');
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update prices and stock from a CSV file' });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, file);
  return dialog;
}

const listReads = (calls: { method: string; path: string }[]) => calls.filter((call) => call.path === grocery.myList.path).length;

describe('CSV import of my list', () => {
  it('uploads the file for the current store, says how many rows were applied and reads the list again', async () => {
    const calls = setup({ body: report({ applied: 2, total: 2 }) });
    const dialog = await importFile();

    expect(await within(dialog).findByText('Your list was updated from the file. 2 of 2 rows applied.')).toBeTruthy();
    const upload = calls.find((call) => call.path === grocery.importMyList.path)!;
    expect(upload.method).toBe('POST');
    expect(upload.query.get('storeId')).toBe(GROCERY_STORE._id);
    expect(((upload.body as FormData).get(MY_LIST_CSV_FIELD) as File).name).toBe('prices.csv');
    await waitFor(() => expect(listReads(calls)).toBe(2));
  });

  it('lists the rows with a problem when nothing was applied, and leaves the list as it was', async () => {
    const calls = setup({
      status: 400,
      body: report({
        message: CSV_MESSAGES.importRejected,
        total: 3,
        errorCount: 2,
        errors: [
          { row: 2, field: 'sku', message: CSV_MESSAGES.rowNotFound },
          { row: 4, field: 'isAvailable', message: CSV_MESSAGES.rowBoolean },
        ],
      }),
    });
    const dialog = await importFile();

    expect(
      await within(dialog).findByText(
        /Nothing was changed: fix the rows listed and upload the file again\. Rows with a problem: 2 \(of 3\)\./,
      ),
    ).toBeTruthy();
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'sku', CSV_MESSAGES.rowNotFound],
      ['4', 'isAvailable', CSV_MESSAGES.rowBoolean],
    ]);
    expect(listReads(calls)).toBe(1);
  });

  it("says why a file was refused as a whole (the API's text), and clears it when closed and opened again", async () => {
    setup(apiError(400, 'csvMissingKeyColumn'));
    const dialog = await importFile();

    expect(await within(dialog).findByText(CSV_MESSAGES.csvMissingKeyColumn)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const again = await screen.findByRole('dialog', { name: 'Update prices and stock from a CSV file' });
    expect(within(again).queryByText(CSV_MESSAGES.csvMissingKeyColumn)).toBeNull();
  });
});
