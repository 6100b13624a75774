import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { DisplaySettings } from '@dhub/contract';
import { SettingsProvider } from '../settings/SettingsProvider';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { toastAsked } from '../lib/toast';
import { useFirstPageShown } from '../navigation/firstPageShown';

// A chunk that cannot load (offline, a new deploy) leaves the app without toasts, not blank: the
// host loads late, outside every error boundary.
const ToastHost = lazy<ComponentType>(() => import('./ToastHost').catch(() => ({ default: () => null })));

/**
 * notistack, loaded once the signed-in layout's first page is painted, or at the first toast asked
 * for (before that, or outside the layout): its code and first render are no part of a first
 * paint (LCP, issue 10). Toasts asked for meanwhile wait in lib/toast's queue.
 */
function DeferredToastHost() {
  const firstPageShown = useFirstPageShown();
  const asked = useSyncExternalStore(toastAsked.subscribe, toastAsked.get, () => false);
  if (!firstPageShown && !asked) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

interface Props {
  children: ReactNode;
  initialSettings?: DisplaySettings;
}

export function AppProviders({ children, initialSettings }: Props) {
  return (
    <SettingsProvider initial={initialSettings}>
      <AppThemeProvider>
        {children}
        <DeferredToastHost />
      </AppThemeProvider>
    </SettingsProvider>
  );
}
