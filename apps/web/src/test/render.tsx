import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** Renders inside the app's providers and a memory router at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = testQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </AppProviders>
  );
  return { client, ...render(ui, { wrapper: Wrapper }) };
}

type Handler = (body: unknown) => { status?: number; body: unknown };

/** Replaces fetch with a handler per API path suffix; records the calls. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ path: url, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const entry = Object.entries(handlers).find(([suffix]) => url.endsWith(suffix));
    if (!entry) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    const { status = 200, body: answer } = entry[1](body);
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
