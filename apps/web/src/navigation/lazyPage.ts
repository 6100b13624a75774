import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** What a page's `import()` gives. */
export type PageModule = Promise<{ default: ComponentType }>;

/** A page loaded on demand that can start loading before it renders (see app/preloadRoute.ts). */
export interface LazyPage extends FunctionComponent {
  /** Starts loading the page's chunk (and what `alsoPreload` adds for the path); errors are left to the render. */
  preload(pathname: string): void;
}

const ignore = () => undefined;

/**
 * A page loaded on demand, with a `preload` (the same `import()`, which the browser loads once).
 * Once its module is in, the page renders at once: `React.lazy` alone suspends on its first render
 * even when the module is there, and React shows each boundary's content no sooner than 300 ms
 * after its fallback (on a phone, the pages of a signed-in start came one throttled step after another).
 * `loaded` is set before `React.lazy` sees the module, so a page never switches from one to the other.
 */
export function lazyPage(load: () => PageModule, alsoPreload?: (pathname: string) => void): LazyPage {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, {
    preload(pathname: string) {
      loadAndKeep().catch(ignore);
      alsoPreload?.(pathname);
    },
  });
}
