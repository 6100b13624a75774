import { createElement, useEffect, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useFirstPageShown } from '../navigation/firstPageShown';

let LoadedTooltip: ComponentType<TooltipProps> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadTooltip() {
  loading ??= import('@mui/material/Tooltip').then(
    (module) => {
      LoadedTooltip = module.default;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null; // tried again by the next hint that mounts
    },
  );
}

/** MUI's Tooltip once loaded (rendered only then). */
function LoadedHint(props: TooltipProps) {
  return createElement(LoadedTooltip!, props);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * MUI's Tooltip over an icon button of the signed-in layout, loaded once the layout's first page
 * is shown: with Popper it was ~10 KB gzip of every signed-in page's first load, which a phone's
 * first paint does not need (issue 10). Until it is in, the button is shown alone (its aria-label
 * names it); then every hint swaps it in once, and hints mounted later have it at once. Outside
 * the signed-in layout (which marks its first page shown) the button stays alone.
 */
export function HintTooltip({ title, children }: { title: string; children: ReactElement }) {
  const firstPageShown = useFirstPageShown();
  useEffect(() => {
    if (firstPageShown) loadTooltip();
  }, [firstPageShown]);
  const loaded = useSyncExternalStore(
    subscribe,
    () => LoadedTooltip !== null,
    () => false,
  );
  return loaded ? <LoadedHint title={title}>{children}</LoadedHint> : children;
}
