import type { Plugin } from 'vite';
import { chunksOf, isShellPage, shellChunk, staticClosure } from './bundleGraph';

/**
 * Each lazy page's preload list (Vite's `__vite__mapDeps`, kept in the entry chunk) without the
 * chunks the main layout loads itself: a feature page is only ever shown inside the main layout,
 * which is asked for at the same time (app/preloadRoute.ts) and preloads those. Some 60 routes'
 * lists repeated the shell's chunks: 0.5 KB gzip of the login page's budget (issue 10).
 */
export function shellPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  let shellChunks = new Set<string>();
  let featurePages = new Set<string>();

  const plugin: Plugin = {
    name: 'dhub:shell-preloads',
    apply: 'build',
    // Before Vite writes the preload lists (its import analysis, in this same hook).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        shellChunks = staticClosure(bundle, shellChunk(bundle).fileName);
        featurePages = new Set(
          chunksOf(bundle)
            .filter(isShellPage)
            .map((chunk) => chunk.fileName),
        );
      },
    },
  };

  const resolveDependencies = (file: string, deps: string[]) =>
    featurePages.has(file) ? deps.filter((dep) => !shellChunks.has(dep)) : deps;

  return { plugin, resolveDependencies };
}
