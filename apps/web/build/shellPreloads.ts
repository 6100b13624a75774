import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** Where the main layout (the signed-in shell) comes from: every page of a feature route is shown inside it. */
const SHELL_MODULE = /[\\/]src[\\/]app[\\/]MainLayout\.tsx$/;
/** Feature pages that are shown outside the main layout (signed out, or the 404). */
const OUTSIDE_SHELL = /[\\/]src[\\/]features[\\/](auth|registration|errors|password)[\\/]/;
const FEATURE_PAGE = /[\\/]src[\\/]features[\\/]/;

/**
 * Each lazy page's preload list (Vite's `__vite__mapDeps`, kept in the entry chunk) without the
 * chunks the main layout loads itself: a feature page is only ever shown inside the main layout,
 * which is asked for at the same time (app/preloadRoute.ts) and preloads those. Some 60 routes'
 * lists repeated the shell's chunks: 0.5 KB gzip of the login page's budget (issue 10).
 */
export function shellPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  let shellChunks = new Set<string>();
  let featurePages = new Set<string>();

  const closure = (bundle: OutputBundle, file: string, seen: Set<string>): Set<string> => {
    const chunk = bundle[file];
    if (seen.has(file) || !chunk || chunk.type !== 'chunk') return seen;
    seen.add(file);
    for (const imported of chunk.imports) closure(bundle, imported, seen);
    return seen;
  };

  const plugin: Plugin = {
    name: 'dhub:shell-preloads',
    apply: 'build',
    // Before Vite writes the preload lists (its import analysis, in this same hook).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const shell = chunks.find((chunk) => chunk.facadeModuleId && SHELL_MODULE.test(chunk.facadeModuleId));
        if (!shell) throw new Error('shellPreloads: no main layout chunk in the bundle');
        shellChunks = closure(bundle, shell.fileName, new Set());
        featurePages = new Set(
          chunks
            .filter((chunk) => chunk.facadeModuleId && FEATURE_PAGE.test(chunk.facadeModuleId) && !OUTSIDE_SHELL.test(chunk.facadeModuleId))
            .map((chunk) => chunk.fileName),
        );
      },
    },
  };

  const resolveDependencies = (file: string, deps: string[]) =>
    featurePages.has(file) ? deps.filter((dep) => !shellChunks.has(dep)) : deps;

  return { plugin, resolveDependencies };
}
