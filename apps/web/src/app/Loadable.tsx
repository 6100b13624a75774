import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '../components/PageSpinner';

/** Renders a lazily loaded page with a centered spinner while its chunk loads (spec §2). */
export function Loadable({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
