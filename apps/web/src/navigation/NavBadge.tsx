import { Suspense, type ComponentType } from 'react';
import { useFirstPageShown } from './firstPageShown';

/**
 * A menu entry's badge (lazy, e.g. the orders to accept), shown once the first page is: its chunk
 * and its count's request do not compete with the page's (issue 10).
 */
export function NavBadge({ Badge }: { Badge: ComponentType }) {
  if (!useFirstPageShown()) return null;
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}
