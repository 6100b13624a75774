import createCache, { type EmotionCache } from '@emotion/cache';

const ltrCache = createCache({ key: 'mui' });
let rtlCache: EmotionCache | null = null;
let rtlLoading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * The rtl cache mirrors every style (stylis-plugin-rtl). Its code is fetched only when a
 * right-to-left direction is first used, so left-to-right visitors never download it.
 */
export function loadRtlCache(): Promise<void> {
  rtlLoading ??= import('stylis-plugin-rtl').then((rtl) => {
    // No `prefixer` from the top-level stylis package: its 4.3+ version breaks on emotion's
    // bundled stylis 4.2 (crash on @keyframes); the browsers we target need no prefixes.
    rtlCache = createCache({ key: 'muirtl', stylisPlugins: [rtl.default] });
    for (const listener of listeners) listener();
  });
  return rtlLoading;
}

export const rtlCacheStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => rtlCache,
};

/** The cache for a direction; until the rtl one is loaded, the ltr one. */
export function emotionCacheFor(direction: 'ltr' | 'rtl', loadedRtl: EmotionCache | null): EmotionCache {
  return direction === 'rtl' && loadedRtl ? loadedRtl : ltrCache;
}
