import { Suspense, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import type { FeatureRoute } from '../navigation/types';

export { mockApi, type ApiCall, type MockAnswer, type MockHandler } from './mockApi';

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

/** Renders a feature's pages (its exported routes, without the layout) at `route`. */
export function renderRoutes(routes: readonly FeatureRoute[], route: string) {
  return renderWithProviders(
    <Suspense fallback={null}>
      <Routes>
        {routes.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </Suspense>,
    { route },
  );
}
