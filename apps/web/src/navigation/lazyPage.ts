import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What a page's `import()` gives. */
export type PageModule = Promise<{ default: ComponentType }>;

/** A page loaded on demand that can start loading before it renders (see app/preloadRoute.ts). */
export interface LazyPage extends LazyExoticComponent<ComponentType> {
  /** Starts loading the page's chunk (and what `alsoPreload` adds for the path); errors are left to the render. */
  preload(pathname: string): void;
}

const ignore = () => undefined;

/**
 * `lazy(load)` with a `preload`: the same `import()`, which the browser loads once, so the page
 * rendering later finds its chunk loaded or on its way.
 */
export function lazyPage(load: () => PageModule, alsoPreload?: (pathname: string) => void): LazyPage {
  return Object.assign(lazy(load), {
    preload(pathname: string) {
      load().catch(ignore);
      alsoPreload?.(pathname);
    },
  });
}
