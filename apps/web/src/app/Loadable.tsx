import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSkeleton } from '../components/PageSkeleton';

/** Renders a lazily loaded page; while its chunk loads, a skeleton of a page stands in (spec §2's loading indicator, keeping the page's shape). */
export function Loadable({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Page />
    </Suspense>
  );
}
