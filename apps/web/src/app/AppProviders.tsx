import { lazy, Suspense, type ReactNode } from 'react';
import type { DisplaySettings } from '@dhub/contract';
import { SettingsProvider } from '../settings/SettingsProvider';
import { AppThemeProvider } from '../theme/AppThemeProvider';

const ToastHost = lazy(() => import('./ToastHost'));

interface Props {
  children: ReactNode;
  initialSettings?: DisplaySettings;
}

export function AppProviders({ children, initialSettings }: Props) {
  return (
    <SettingsProvider initial={initialSettings}>
      <AppThemeProvider>
        {children}
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      </AppThemeProvider>
    </SettingsProvider>
  );
}
