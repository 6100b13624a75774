import { Route, Routes } from 'react-router';
import { STORAGE_KEYS, type SessionUser, type StoreSummary } from '@dhub/contract';
import { sessionStore } from '../../session/session';
import { renderWithProviders } from '../../test/render';
import CataloguePage from './CataloguePage';

const user: SessionUser = { _id: 'u1', name: 'Asha Rao', email: 'asha@example.com', phone: null, role: 'vendor', image: null };

export const GROCERY_STORE: StoreSummary = {
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Fresh Mart',
  phone: '9876543210',
  address: 'MG Road',
  status: 'approved',
  statusReason: null,
  service: { _id: 'g', name: 'Grocery', kind: 'grocery' },
  country: { _id: 'in', name: 'India' },
  state: { _id: 'ka', name: 'Karnataka' },
  city: { _id: 'blr', name: 'Bengaluru' },
  logo: null,
  bannerImage: null,
  shopOpenOrClose: true,
  createdAt: '2025-01-02T10:00:00.000Z',
};

export function signIn() {
  localStorage.setItem(STORAGE_KEYS.token, 'token-1');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  sessionStore.reload();
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: Call) => { status?: number; body: unknown } | undefined;

/** fetch mock keyed by "METHOD /path" (path without the API prefix and query); records every call. */
export function mockCatalogueApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/v1\/dhubApi/, '');
    const call = {
      method: init?.method ?? 'GET',
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const lookup = call.method === 'GET' && /^\/(vendor\/docs|admin\/weight|zone|therapeutic-class|flavour)\//.test(path);
    const answer = handlers[`${call.method} ${path}`]?.(call) ?? (lookup ? { body: { items: [] } } : undefined);
    if (!answer) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}

export const profileHandler =
  (stores: StoreSummary[] = [GROCERY_STORE]) =>
  () => ({
    body: { vendor: { ...user, personalEmail: null, altphone: null, experiance: 3, dob: null }, stores },
  });

export function renderCatalogue(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="*" element={<CataloguePage />} />
    </Routes>,
    { route },
  );
}
