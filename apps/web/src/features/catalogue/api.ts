import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  ALL_PRODUCTS_PATH,
  CATALOGUE_LOOKUP_PATHS,
  CATEGORY_PATHS,
  cataloguePaths,
  MY_LIST_CSV_FIELD,
  myListCsvPaths,
  type CsvImportReport,
  fillPath,
  type AddItemInput,
  type Category,
  type LookupItem,
  type MasterProduct,
  type MasterSearchResult,
  type Paginated,
  type ProductRequest,
  type StoreItem,
  type UpdateItemBody,
  type Variation,
} from '@dhub/contract';
import { toApiError } from '../../api/ApiError';
import { API_BASE, apiRequest, authHeaders, handleFailedStatus, parseJson } from '../../api/client';
import { uploadForm } from '../../api/upload';
import type { Vertical } from './routeTable';

export type StoreItemDetail = StoreItem & { variations: Variation[] };
type Query = Record<string, string | number | boolean | undefined | null>;

/** `?a=1&b=x`, without empty values. */
export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const get = async <T>(path: string, signal?: AbortSignal): Promise<T> =>
  (await apiRequest<T>(path, { method: 'GET', auth: true, signal })).data;
const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> =>
  (await apiRequest<T>(path, { method, auth: true, body })).data;

/** Every catalogue query of a vertical and store starts with this key (mutations invalidate it). */
export const catalogueKey = (vertical: Vertical, storeId: string | undefined) => ['catalogue', vertical, storeId ?? null] as const;

export interface Scope {
  vertical: Vertical;
  storeId: string | undefined;
  /** /product-list "All": the vendor's items of every store and vertical. */
  allVerticals?: boolean;
}

// ---------- Master catalogue ----------

export interface MasterQuery {
  searchQuery?: string;
  categoryId?: string;
  brandId?: string;
  page: number;
  limit: number;
}

export function useMasterSearch({ vertical, storeId }: Scope, query: MasterQuery, enabled = true) {
  return useQuery({
    queryKey: [...catalogueKey(vertical, storeId), 'master', query],
    queryFn: ({ signal }) =>
      get<MasterSearchResult<MasterProduct>>(`${cataloguePaths(vertical).masterSearch}${queryString({ ...query, storeId })}`, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * One master product with `myItemId` (the add page's `?productId=`). Its key is outside
 * `catalogueKey` on purpose: adding the product invalidates that prefix, and a refetch showing
 * the new `myItemId` would swap the add form for "already in your list" before it navigates away.
 * Not kept once unused (gcTime 0), so the next visit never starts from a stale `myItemId`.
 */
export function useMasterProduct({ vertical, storeId }: Scope, id: string | null) {
  return useQuery({
    queryKey: ['catalogueMasterProduct', vertical, storeId ?? null, id],
    gcTime: 0,
    queryFn: ({ signal }) =>
      get<{ product: MasterProduct }>(
        `${fillPath(cataloguePaths(vertical).masterProduct, { id: id! })}${queryString({ storeId })}`,
        signal,
      ).then((data) => data.product),
    enabled: Boolean(id),
  });
}

// ---------- My list ----------

export interface MyListQuery {
  searchQuery?: string;
  categoryId?: string;
  brandId?: string;
  stockState?: 'in' | 'low' | 'out';
  isAvailable?: 'true' | 'false';
  sort?: string;
  order?: 'asc' | 'desc';
  page: number;
  limit: number;
}

export const myListKey = (scope: Scope, query?: MyListQuery): QueryKey => {
  const base = scope.allVerticals ? ['catalogue', 'all'] : [...catalogueKey(scope.vertical, scope.storeId)];
  return query ? [...base, 'myList', query] : [...base, 'myList'];
};

export function useMyList(scope: Scope, query: MyListQuery) {
  const path = scope.allVerticals
    ? `${ALL_PRODUCTS_PATH}${queryString({ ...query, categoryId: undefined, brandId: undefined })}`
    : `${cataloguePaths(scope.vertical).myList}${queryString({ ...query, storeId: scope.storeId })}`;
  return useQuery({
    queryKey: myListKey(scope, query),
    queryFn: ({ signal }) => get<Paginated<StoreItem>>(path, signal),
    placeholderData: keepPreviousData,
  });
}

export function useItem(scope: Scope, id: string | null) {
  return useQuery({
    queryKey: [...catalogueKey(scope.vertical, scope.storeId), 'item', id],
    queryFn: ({ signal }) =>
      get<{ item: StoreItemDetail } | StoreItemDetail>(fillPath(cataloguePaths(scope.vertical).getById, { id: id! }), signal).then(
        (data) => ('item' in data && data.item ? data.item : (data as StoreItemDetail)),
      ),
    enabled: Boolean(id),
  });
}

function useInvalidate(scope: Scope) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: catalogueKey(scope.vertical, scope.storeId) }),
      client.invalidateQueries({ queryKey: ['catalogue', 'all'] }),
    ]);
}

/** Adds a master product to the store's list. */
export function useAddToList(scope: Scope) {
  const invalidate = useInvalidate(scope);
  return useMutation({
    mutationFn: (body: Omit<AddItemInput, 'storeId'>) =>
      send<{ message: string; item: StoreItem }>('POST', cataloguePaths(scope.vertical).addToMyList, { ...body, storeId: scope.storeId }),
    onSuccess: () => invalidate(),
  });
}

export function updateItem(vertical: Vertical, id: string, body: UpdateItemBody) {
  return send<{ message: string; item: StoreItem }>('PUT', fillPath(cataloguePaths(vertical).update, { id }), body);
}

export function useUpdateItem(scope: Scope) {
  const invalidate = useInvalidate(scope);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateItemBody }) => updateItem(scope.vertical, id, body),
    onSuccess: () => invalidate(),
  });
}

/**
 * Inline edit of a my-list row: the cached pages show the new values at once; an error puts the
 * old ones back (and the caller shows the server's message).
 */
export function useInlineUpdate(scope: Scope) {
  const client = useQueryClient();
  const listKey = myListKey(scope);
  return useMutation({
    mutationFn: ({ id, body, vertical }: { id: string; body: UpdateItemBody; vertical?: Vertical }) =>
      updateItem(vertical ?? scope.vertical, id, body),
    onMutate: async ({ id, body }) => {
      await client.cancelQueries({ queryKey: listKey });
      const snapshot = client.getQueriesData<Paginated<StoreItem>>({ queryKey: listKey });
      client.setQueriesData<Paginated<StoreItem>>({ queryKey: listKey }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item._id === id ? applyUpdate(item, body) : item)) } : page,
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) client.setQueryData(key, data);
    },
    onSuccess: ({ item }) => {
      if (!item) return;
      client.setQueriesData<Paginated<StoreItem>>({ queryKey: listKey }, (page) =>
        page ? { ...page, items: page.items.map((row) => (row._id === item._id ? item : row)) } : page,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['catalogue'], refetchType: 'none' }),
  });
}

function applyUpdate(item: StoreItem, body: UpdateItemBody): StoreItem {
  const next = { ...item, ...body, sku: body.sku === undefined ? item.sku : body.sku };
  if (body.stock !== undefined) {
    next.stockState = body.stock === 0 ? 'out' : body.stock <= item.lowStockThreshold ? 'low' : 'in';
  }
  return next as StoreItem;
}

export function useDeleteItem(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vertical }: { id: string; vertical?: Vertical }) =>
      send<{ message: string }>('DELETE', fillPath(cataloguePaths(vertical ?? scope.vertical).delete, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}

/** Undo of a delete: the item comes back with its id and variations (`vertical`: the item's own, in the "All" list). */
export function useRestoreItem(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, vertical }: { id: string; vertical?: Vertical }) =>
      send<{ message: string; item: StoreItemDetail }>('POST', fillPath(cataloguePaths(vertical ?? scope.vertical).restore, { id })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['catalogue'] }),
  });
}

// ---------- Variations ----------

export function useVariations(scope: Scope, itemId: string | null) {
  const paths = cataloguePaths(scope.vertical).variations;
  return useQuery({
    queryKey: [...catalogueKey(scope.vertical, scope.storeId), 'variations', itemId],
    queryFn: ({ signal }) => get<{ items: Variation[] }>(fillPath(paths!.list, { itemId: itemId! }), signal).then((data) => data.items),
    enabled: Boolean(itemId && paths),
  });
}

export interface VariationBody {
  name: string;
  attributes: Record<string, string>;
  price: number;
  stock: number;
  sku?: string | null;
}

export function useSaveVariation(scope: Scope, itemId: string) {
  const invalidate = useInvalidate(scope);
  const paths = cataloguePaths(scope.vertical).variations!;
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: VariationBody }) =>
      id
        ? send<{ message: string }>('PUT', fillPath(paths.update, { id }), body)
        : send<{ message: string }>('POST', fillPath(paths.add, { itemId }), { ...body, sku: body.sku || undefined }),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteVariation(scope: Scope) {
  const invalidate = useInvalidate(scope);
  const paths = cataloguePaths(scope.vertical).variations!;
  return useMutation({
    mutationFn: (id: string) => send<{ message: string }>('DELETE', fillPath(paths.delete, { id })),
    onSuccess: () => invalidate(),
  });
}

// ---------- Product requests ----------

export interface RequestQuery {
  searchQuery?: string;
  status?: 'pending' | 'approved' | 'rejected';
  page: number;
  limit: number;
}

export function useRequests(scope: Scope, query: RequestQuery) {
  return useQuery({
    queryKey: [...catalogueKey(scope.vertical, scope.storeId), 'requests', query],
    queryFn: ({ signal }) =>
      get<Paginated<ProductRequest>>(
        `${cataloguePaths(scope.vertical).myRequests}${queryString({ ...query, storeId: scope.storeId })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRequest(scope: Scope, id: string | null) {
  return useQuery({
    queryKey: [...catalogueKey(scope.vertical, scope.storeId), 'request', id],
    queryFn: ({ signal }) =>
      get<{ request: ProductRequest } | ProductRequest>(fillPath(cataloguePaths(scope.vertical).myRequest, { id: id! }), signal).then(
        (data) => ('request' in data && data.request ? data.request : (data as ProductRequest)),
      ),
    enabled: Boolean(id),
  });
}

export function useSaveRequest(scope: Scope) {
  const invalidate = useInvalidate(scope);
  const paths = cataloguePaths(scope.vertical);
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Record<string, unknown> }) =>
      id
        ? send<{ message: string; request: ProductRequest }>('PUT', fillPath(paths.updateRequest, { id }), body)
        : send<{ message: string; request: ProductRequest }>('POST', paths.requestProduct, { ...body, storeId: scope.storeId }),
    onSuccess: () => invalidate(),
  });
}

export function uploadCatalogueImage(scope: Scope, file: File) {
  const form = new FormData();
  form.append('image', file);
  return uploadForm<{ message: string; url: string }>(
    `${cataloguePaths(scope.vertical).uploadImage}${queryString({ storeId: scope.storeId })}`,
    form,
    { auth: true },
  ).then(({ data }) => data);
}

// ---------- Lookups and categories ----------

export type LookupName = keyof typeof CATALOGUE_LOOKUP_PATHS;

export function useLookup(name: LookupName, params: Query = {}, enabled = true) {
  return useQuery({
    queryKey: ['catalogueLookup', name, params],
    queryFn: ({ signal }) =>
      get<{ items: LookupItem[] }>(`${CATALOGUE_LOOKUP_PATHS[name]}${queryString(params)}`, signal).then((data) => data.items),
    staleTime: 10 * 60_000,
    enabled,
  });
}

export type CategoryListName = 'categories' | 'subcategories' | 'rejectedCategories' | 'rejectedSubcategories';

export interface CategoryQuery {
  status?: 'pending';
  searchQuery?: string;
  page: number;
  limit: number;
}

/** One page of the store's categories or subcategories (sorted by name on the server). */
export function useVendorCategories(scope: Scope, list: CategoryListName, query: CategoryQuery) {
  return useQuery({
    queryKey: [...catalogueKey(scope.vertical, scope.storeId), 'categories', list, query],
    queryFn: ({ signal }) =>
      get<Paginated<Category>>(`${CATEGORY_PATHS[list]}${queryString({ ...query, storeId: scope.storeId })}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRequestCategory(scope: Scope) {
  const invalidate = useInvalidate(scope);
  return useMutation({
    mutationFn: ({ name, categoryId }: { name: string; categoryId?: string }) =>
      categoryId
        ? send<{ message: string }>('POST', CATEGORY_PATHS.addSubcategory, { name, categoryId, storeId: scope.storeId })
        : send<{ message: string }>('POST', CATEGORY_PATHS.addCategory, { name, storeId: scope.storeId }),
    onSuccess: () => invalidate(),
  });
}

// ---------- CSV export and import of my list ----------

/** Downloads the store's list as CSV (the list's filters and sort, every page). */
export async function downloadMyListCsv(scope: Scope, query: Omit<MyListQuery, 'page' | 'limit'>): Promise<void> {
  const response = await fetch(
    `${API_BASE}${myListCsvPaths(scope.vertical).exportMyList}${queryString({ ...query, storeId: scope.storeId })}`,
    {
      headers: { Accept: 'text/csv', ...authHeaders(true) },
    },
  );
  if (!response.ok) {
    handleFailedStatus(response.status, true);
    throw toApiError(response.status, parseJson(await response.text()));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `${scope.vertical}-my-list.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Uploads a CSV of price and stock changes: the report of a 200 (applied) or 400 (nothing applied) answer. */
export async function importMyListCsv(scope: Scope, file: File): Promise<{ ok: boolean; report: CsvImportReport }> {
  const form = new FormData();
  form.append(MY_LIST_CSV_FIELD, file);
  const response = await fetch(`${API_BASE}${myListCsvPaths(scope.vertical).importMyList}${queryString({ storeId: scope.storeId })}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...authHeaders(true) },
    body: form,
  });
  const data = parseJson(await response.text()) as CsvImportReport | undefined;
  if (data && typeof data.total === 'number' && Array.isArray(data.errors)) return { ok: response.ok, report: data };
  handleFailedStatus(response.status, true);
  throw toApiError(response.status, data);
}

export function useImportMyListCsv(scope: Scope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importMyListCsv(scope, file),
    onSuccess: ({ ok }) => (ok ? client.invalidateQueries({ queryKey: ['catalogue'] }) : undefined),
  });
}
