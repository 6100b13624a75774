import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider is what @mui/material's uses for themes without CSS variables; the
// material one also bundles the CSS-variables provider (~5 KB gzip) this app does not use.
import { ThemeProvider } from '@mui/system';
import { useSettings } from '../settings/context';
import { buildTheme } from './buildTheme';
import { emotionCacheFor, loadRtlCache, rtlCacheStore } from './emotionCache';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { theme: themeName, colorMode, direction, borderRadius, cardShadow } = settings;
  const rtlCache = useSyncExternalStore(rtlCacheStore.subscribe, rtlCacheStore.get, rtlCacheStore.get);

  useEffect(() => {
    if (direction === 'rtl') void loadRtlCache();
  }, [direction]);

  const theme = useMemo(
    () => buildTheme({ theme: themeName, colorMode, direction, borderRadius, cardShadow }),
    [themeName, colorMode, direction, borderRadius, cardShadow],
  );
  return (
    <CacheProvider value={emotionCacheFor(direction, rtlCache)}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
