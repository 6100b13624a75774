import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyStart } from './build/earlyStart';
import { routePages } from './build/routePages';

const STUB_ID = '\0mui-css-vars-theme-stub';

/**
 * MUI creates its default theme with createTheme(), which statically imports the builder of
 * CSS-variables themes (~5 KB gzip on every page). This app never sets `cssVariables` nor
 * calls extendTheme, so that module is replaced by a stub that fails loudly if it ever is.
 */
function muiWithoutCssVarsTheme(): Plugin {
  return {
    name: 'dhub:mui-without-css-vars-theme',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './createThemeWithVars.mjs' && importer && /@mui[\\/]material[\\/]styles[\\/]/.test(importer)) return STUB_ID;
      return null;
    },
    load(id) {
      if (id !== STUB_ID) return null;
      return `export default function createThemeWithVars() {
  throw new Error('MUI CSS theme variables are disabled in this build (see vite.config.ts).');
}`;
    },
  };
}

const API_TARGET = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), muiWithoutCssVarsTheme(), earlyStart(routePages)],
  resolve: {
    // Resolve @dhub/contract from its TypeScript source (its "source" export condition).
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: API_TARGET, changeOrigin: true },
      '/healthz': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: API_TARGET, changeOrigin: true },
      '/healthz': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // What every page loads before its own chunk (the entry's static imports) in one chunk, not
        // 13 small ones: on a phone's slow round trips each file costs a request (LCP, issue 10).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
