import { API_PATHS, API_PREFIX } from '@dhub/contract';

/** What the routes may need, prepared once before the runs. */
export interface BenchContext {
  vendorToken: string;
  indiaId: string;
}

export interface BenchRoute {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: (ctx: BenchContext) => unknown;
  /** Sends the demo vendor's Bearer token. */
  auth?: boolean;
}

/** The benchmarked routes, side by side. Later issues append theirs here. */
export const BENCH_ROUTES: BenchRoute[] = [
  { name: 'ping (baseline)', method: 'GET', path: `${API_PREFIX}${API_PATHS.ping}` },
  { name: 'GetService', method: 'POST', path: `${API_PREFIX}${API_PATHS.services}`, body: () => ({}) },
  { name: 'GetCountryWithoutToken', method: 'POST', path: `${API_PREFIX}${API_PATHS.countries}`, body: () => ({}) },
  {
    name: 'GetStatesByCountryWithoutToken (India)',
    method: 'POST',
    path: `${API_PREFIX}${API_PATHS.states}`,
    body: (ctx) => ({ countryId: ctx.indiaId }),
  },
  { name: 'vendorgetprofile (Bearer)', method: 'GET', path: `${API_PREFIX}${API_PATHS.vendorProfile}`, auth: true },
];
