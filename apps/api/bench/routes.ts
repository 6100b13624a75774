import {
  bookingEndpoints,
  couponEndpoints,
  dashboardEndpoints,
  API_PREFIX,
  catalogueEndpoints,
  endpointUrl,
  lookupEndpoints,
  orderEndpoints,
  payoutEndpoints,
  planEndpoints,
  storeEndpoints,
  walletEndpoints,
  systemEndpoints,
} from '@dhub/contract';
import { SEED_CATALOGUE } from '../src/seed/catalogue/products.js';

/** What the routes may need, prepared once before the runs. */
export interface BenchContext {
  vendorToken: string;
  indiaId: string;
  /** Items of the demo grocery store (id and MRP in paise), for the update route. */
  groceryItems: { id: string; mrp: number }[];
  /** A grocery category with items in the demo store, for the my-list filter. */
  groceryCategoryId: string;
  /** The demo grocery store, for the wallet and plans. */
  groceryStoreId: string;
}

export interface BenchRoute {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: (ctx: BenchContext) => unknown;
  /** Sends the demo vendor's Bearer token. */
  auth?: boolean;
  /** Per request (n = 0, 1, 2…): another path and/or body, e.g. rotating search terms or a changing price. */
  vary?: (ctx: BenchContext, n: number) => { path?: string; body?: unknown };
}

const grocery = catalogueEndpoints('grocery');
const url = (path: string) => `${API_PREFIX}${path}`;
/** Partial words in mixed case: prefixes, middles, a phrase; small and large match sets. */
export const SEARCH_TERMS = ['basm', 'RICE', 'ooth', 'Organ', 'MaSaLa', 'pack of 3', 'ghee', 'Biscu', 'tea', 'noodl', 'Atta', 'kissan ket'];

/**
 * Searches no earlier request made (so answered from the indexes, not from the shared page cache):
 * every 3- to 6-letter piece of the words of grocery product types and brands, in mixed case, on
 * pages 1–5, with a limit from 11 to 19 (no other route asks for these), shuffled, from a random
 * start and limit; each pass over them takes the next limit (44,280 searches before one repeats).
 */
export const COLD_SEARCHES: readonly string[] = (() => {
  const words = new Set<string>();
  for (const subcategories of Object.values(SEED_CATALOGUE.grocery))
    for (const children of Object.values(subcategories))
      for (const spec of Object.values(children))
        for (const text of [...spec.types, ...spec.brands])
          for (const word of text.split(/\s+/)) if (word.length >= 3) words.add(word.toLowerCase());
  const pieces = new Set<string>();
  for (const word of words)
    for (let length = 3; length <= Math.min(6, word.length); length++)
      for (let start = 0; start + length <= word.length; start++) pieces.add(word.slice(start, start + length));
  const terms = [...pieces].map((piece, index) => (index % 2 ? piece.toUpperCase() : piece));
  const searches = [1, 2, 3, 4, 5].flatMap((page) => terms.map((term) => `searchQuery=${encodeURIComponent(term)}&page=${page}`));
  return shuffled(searches);
})();

/**
 * The list in a fixed pseudo-random order (Fisher–Yates, mulberry32 seeded with 10): in list order
 * a run's stretch held one page's searches of neighbouring words' pieces, and a run measured
 * 0.16–0.29 of GetService depending on where it started; shuffled, every stretch is a sample of all.
 */
function shuffled<T>(list: T[]): T[] {
  let seed = 10;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

const coldStart = Math.floor(Math.random() * COLD_SEARCHES.length);
const coldLimit = 11 + Math.floor(Math.random() * 9);
/** The n-th cold search: each pass over COLD_SEARCHES with another limit (9 passes before one repeats). */
const coldSearch = (n: number) =>
  `${COLD_SEARCHES[(coldStart + n) % COLD_SEARCHES.length]}&limit=${11 + ((coldLimit - 11 + Math.floor(n / COLD_SEARCHES.length)) % 9)}`;

/**
 * My-list pages no earlier request asked for (so read from the tables, not from the shared page
 * cache): every sort, both orders, a stock or availability filter or none, pages 1–100, limits
 * 11–19 (27,000 pages: more than a run asks for).
 */
export const COLD_LIST_PAGES: readonly string[] = (() => {
  const pages: string[] = [];
  for (let page = 1; page <= 100; page++)
    for (const sort of ['name', 'price', 'stock', 'createdAt', 'updatedAt'])
      for (const order of ['asc', 'desc'])
        for (const filter of ['', '&stockState=in', '&isAvailable=true'])
          for (let limit = 11; limit <= 19; limit++) pages.push(`sort=${sort}&order=${order}&page=${page}&limit=${limit}${filter}`);
  return pages;
})();
const coldListStart = Math.floor(Math.random() * COLD_LIST_PAGES.length);

/** The route every other one is compared with: one small indexed query. */
export const RATIO_BASE = 'GetService';

/** The benchmarked routes, side by side. Later issues append theirs here. */
export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'ping (baseline)', method: 'GET', path: url(systemEndpoints.ping.path) },
  { name: RATIO_BASE, method: 'POST', path: url(lookupEndpoints.services.path), body: () => ({}) },
  { name: 'GetCountryWithoutToken', method: 'POST', path: url(lookupEndpoints.countries.path), body: () => ({}) },
  {
    name: 'GetStatesByCountryWithoutToken (India)',
    method: 'POST',
    path: url(lookupEndpoints.states.path),
    body: (ctx) => ({ countryId: ctx.indiaId }),
  },
  { name: 'vendorgetprofile (Bearer)', method: 'GET', path: url(storeEndpoints.vendorProfile.path), auth: true },
  {
    name: `grocery master search, uncached (${COLD_SEARCHES.length * 9} distinct searches)`,
    method: 'GET',
    path: `${url(grocery.masterSearch.path)}?${COLD_SEARCHES[0]}`,
    auth: true,
    vary: (_ctx, n) => ({
      path: `${url(grocery.masterSearch.path)}?${coldSearch(n)}`,
    }),
  },
  {
    name: `grocery master search (${SEARCH_TERMS.length} terms rotated: shared page cache)`,
    method: 'GET',
    path: `${url(grocery.masterSearch.path)}?searchQuery=${SEARCH_TERMS[0]}`,
    auth: true,
    vary: (_ctx, n) => ({
      path: `${url(grocery.masterSearch.path)}?searchQuery=${encodeURIComponent(SEARCH_TERMS[n % SEARCH_TERMS.length]!)}&limit=20`,
    }),
  },
  {
    name: 'grocery my list page, filter (stockState / category)',
    method: 'GET',
    path: `${url(grocery.myList.path)}?stockState=low`,
    auth: true,
    vary: (ctx, n) => {
      const filters = [
        'stockState=low',
        `categoryId=${ctx.groceryCategoryId}`,
        'stockState=in&sort=price&order=asc',
        `categoryId=${ctx.groceryCategoryId}&stockState=in&page=3`,
      ];
      return { path: `${url(grocery.myList.path)}?${filters[n % filters.length]}&limit=20` };
    },
  },
  {
    name: `grocery my list page, uncached (${COLD_LIST_PAGES.length} distinct pages)`,
    method: 'GET',
    path: `${url(grocery.myList.path)}?${COLD_LIST_PAGES[0]}`,
    auth: true,
    vary: (_ctx, n) => ({
      path: `${url(grocery.myList.path)}?${COLD_LIST_PAGES[(coldListStart + n * 7919) % COLD_LIST_PAGES.length]}`,
    }),
  },
  {
    name: 'orders inbox page (tab / payment / search rotated)',
    method: 'GET',
    path: `${url(orderEndpoints.list.path)}?tab=new`,
    auth: true,
    vary: (_ctx, n) => {
      const filters = [
        'tab=new',
        'tab=active',
        'tab=delivered&paymentMethod=online',
        'searchQuery=nair%201234',
        'tab=closed&page=2&limit=5',
      ];
      return { path: `${url(orderEndpoints.list.path)}?${filters[n % filters.length]}` };
    },
  },
  {
    name: 'bookings list page (tab / search rotated)',
    method: 'GET',
    path: `${url(bookingEndpoints.list.path)}?tab=upcoming&order=asc`,
    auth: true,
    vary: (_ctx, n) => {
      const filters = ['tab=upcoming&order=asc', 'tab=completed', 'tab=closed', 'searchQuery=asha', 'page=2&limit=5'];
      return { path: `${url(bookingEndpoints.list.path)}?${filters[n % filters.length]}` };
    },
  },
  {
    name: 'coupons list page (state / search rotated)',
    method: 'GET',
    path: `${url(couponEndpoints.list.path)}?state=active`,
    auth: true,
    vary: (_ctx, n) => {
      const filters = ['state=active', 'state=expired', 'searchQuery=free', 'kind=percent', ''];
      return { path: `${url(couponEndpoints.list.path)}?${filters[n % filters.length]}` };
    },
  },
  {
    name: 'wallet page (type / page rotated)',
    method: 'GET',
    path: url(walletEndpoints.get.path),
    auth: true,
    vary: (ctx, n) => {
      const filters = ['', 'type=earning', 'page=2', 'type=commission&page=3', 'limit=50'];
      return { path: `${url(walletEndpoints.get.path)}?storeId=${ctx.groceryStoreId}&${filters[n % filters.length]}` };
    },
  },
  {
    name: 'dashboard summary (30 days / 7 days / a store)',
    method: 'GET',
    path: url(dashboardEndpoints.summary.path),
    auth: true,
    vary: (ctx, n) => {
      const queries = ['', `storeId=${ctx.groceryStoreId}`, `from=${new Date(Date.now() - 7 * 86_400_000).toISOString()}`];
      return { path: `${url(dashboardEndpoints.summary.path)}?${queries[n % queries.length]}` };
    },
  },
  {
    name: 'payouts list page',
    method: 'GET',
    path: url(payoutEndpoints.list.path),
    auth: true,
  },
  {
    name: 'plans of a store (plan in force, usage, wallet)',
    method: 'GET',
    path: url(planEndpoints.list.path),
    auth: true,
    vary: (ctx) => ({ path: `${url(planEndpoints.list.path)}?storeId=${ctx.groceryStoreId}` }),
  },
  {
    name: 'grocery item update (PUT, changing price)',
    method: 'PUT',
    path: url(grocery.update.path),
    auth: true,
    body: () => ({ price: 1 }),
    // Spread over the items (not one hot row); a price in paise from 1 to the item's MRP (paise too).
    vary: (ctx, n) => {
      const item = ctx.groceryItems[n % ctx.groceryItems.length]!;
      return {
        path: url(endpointUrl(grocery.update, { params: { id: item.id } })),
        body: { price: 1 + (Math.floor(n / ctx.groceryItems.length) % Math.max(1, item.mrp)) },
      };
    },
  },
];
