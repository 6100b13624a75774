import { Suspense, type ComponentType } from 'react';
import { BootSkeleton } from '../components/BootSkeleton';

/**
 * Renders a lazily loaded page outside the main layout (and the main layout itself); while its chunk
 * loads, a light skeleton stands in (spec §2's loading indicator). The main layout's pages show its
 * page skeleton instead (FullLayout's Suspense).
 */
export function Loadable({ page: Page }: { page: ComponentType }) {
  return (
    <Suspense fallback={<BootSkeleton />}>
      <Page />
    </Suspense>
  );
}
