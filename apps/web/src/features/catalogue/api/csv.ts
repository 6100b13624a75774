import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueEndpoints, MY_LIST_CSV_FIELD, type CatalogueEndpoints, type CsvImportReport } from '@dhub/contract';
import { isApiError } from '../../../api/ApiError';
import { download, upload } from '../../../api/call';
import { invalidateAll } from '../../../api/queries';
import type { Scope } from '../scope';
import { itemChangeKeys } from './keys';
import type { QueryInput } from './types';

/** The export's filters and sort (every page; the store comes from the scope). */
export type MyListExportQuery = Omit<QueryInput<CatalogueEndpoints['exportMyList']>, 'storeId'>;

/** Downloads the store's list as CSV (the list's filters and sort, every page). */
export async function downloadMyListCsv({ vertical, storeId }: Scope, query: MyListExportQuery): Promise<void> {
  const { blob, fileName } = await download(catalogueEndpoints(vertical).exportMyList, { query: { ...query, storeId } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? `${vertical}-my-list.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface CsvImportResult {
  /** false: a row was wrong and nothing was applied (the report lists the rows). */
  ok: boolean;
  report: CsvImportReport;
}

/** Uploads a CSV of price and stock changes: the report of a 200 (applied) or 400 (nothing applied) answer. */
export async function importMyListCsv({ vertical, storeId }: Scope, file: File): Promise<CsvImportResult> {
  const endpoint = catalogueEndpoints(vertical).importMyList;
  const form = new FormData();
  form.append(MY_LIST_CSV_FIELD, file);
  try {
    return { ok: true, report: (await upload(endpoint, { query: { storeId }, form })).data };
  } catch (error) {
    const rejected = isApiError(error) && error.status === 400 ? endpoint.otherResponses[400].safeParse(error.body) : undefined;
    if (rejected?.success) return { ok: false, report: rejected.data };
    throw error;
  }
}

export function useImportMyListCsv(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importMyListCsv(scope, file),
    onSuccess: ({ ok }) => (ok ? invalidateAll(client, itemChangeKeys(scope.vertical)) : undefined),
  });
}
