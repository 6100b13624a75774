import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '@dhub/contract';

/** If the first page does not come (its code or data stalls), the extras come anyway after this long. */
const LONGEST_WAIT_MS = 5000;

let shown = false;
let contentCommitted = false;
let skeletons = 0;
const listeners = new Set<() => void>();

function markShown() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/**
 * After the browser has painted the frame being made (a task queued from the frame's animation
 * callback runs after its paint): the extras' first render, synchronous for a store's listeners,
 * would otherwise run between the page's commit and its first paint (LCP, issue 10).
 */
const afterNextPaint = (callback: () => void) => requestAnimationFrame(() => setTimeout(callback, 0));

// Checked after the current commit: a skeleton that replaces another one (a page's own after the
// route's) mounts in the same commit as the first one leaves.
function update() {
  queueMicrotask(() => {
    if (!shown && contentCommitted && skeletons === 0) afterNextPaint(markShown);
  });
}

/** Called by the page skeleton: while one is up, the page is not shown yet. */
export function useSkeletonUp(): void {
  useLayoutEffect(() => {
    skeletons++;
    return () => {
      skeletons--;
      update();
    };
  }, []);
}

/** Rendered beside the main layout's page (in its Suspense): the page's code is in. */
export function PageContentMarker(): null {
  const { pathname } = useLocation();
  useEffect(() => {
    // The main layout's index only redirects (to the dashboard): no page is shown at it.
    if (pathname === ROUTES.home) return;
    contentCommitted = true;
    update();
  }, [pathname]);
  return null;
}

/** Called by the main layout: if its first page never comes (its code or data stalls), the extras come anyway after a while. */
export function useExtrasDeadline(): void {
  useEffect(() => {
    const timer = window.setTimeout(markShown, LONGEST_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the signed-in layout has shown its first page (its code and first data, no skeleton
 * left, painted). The shell's extras (live streams, badges, the store switch) wait for it: on a phone their
 * ~20 small files and their work came before the page's first paint (LCP, issue 10). Once true,
 * it stays true for the rest of the visit.
 */
export function useFirstPageShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
}
