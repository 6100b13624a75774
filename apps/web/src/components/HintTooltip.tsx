import { lazy, Suspense, type ReactElement } from 'react';
import { useFirstPageShown } from '../navigation/firstPageShown';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/**
 * MUI's Tooltip over an icon button of the signed-in layout, loaded once the layout's first page
 * is shown: with Popper it was ~10 KB gzip of every signed-in page's first load, which a phone's
 * first paint does not need (issue 10). Until then the button is shown alone; its aria-label names it.
 */
export function HintTooltip({ title, children }: { title: string; children: ReactElement }) {
  const firstPageShown = useFirstPageShown();
  if (!firstPageShown) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={title}>{children}</Tooltip>
    </Suspense>
  );
}
