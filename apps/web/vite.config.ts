import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { earlyStart } from './build/earlyStart';
import { routePages } from './build/routePages';
import { shellPreloads } from './build/shellPreloads';
import { chunkPlan } from './build/chunkPlan';

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

const preloads = shellPreloads();
// Modules five or more signed-in pages share go in one chunk, unless their chunk is 8 KB or more.
const chunks = chunkPlan({ minPages: 5, maxBytes: 8000 });

const API_TARGET = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), muiWithoutCssVarsTheme(), earlyStart(routePages), preloads.plugin, chunks.plugin],
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
    // Every lazy page's preload list lives in the entry (the login page's budget): see build/shellPreloads.ts.
    // Browsers without modulepreload (Firefox < 115) still load every chunk, only without preloading.
    modulePreload: { polyfill: false, resolveDependencies: (file, deps) => preloads.resolveDependencies(file, deps) },
    rolldownOptions: {
      output: {
        // Names the entry's preload table and import() calls repeat for ~200 chunks (sourcemaps keep the modules' names).
        chunkFileNames: 'assets/[hash].js',
        // What every page loads before its own chunk (the entry's static imports) in one chunk, not
        // 13 small ones: on a phone's slow round trips each file costs a request (LCP, issue 10);
        // then the signed-in shell's and pages' small chunks, grouped by a first pass (build/chunkPlan.ts).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }, chunks.group] },
      },
    },
  },
});
