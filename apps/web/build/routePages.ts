import { CATALOGUE_PATHS, catalogueRouteOf, PAGE_FILES } from '../src/features/catalogue/routeTable';

/** Paths and the source modules (from the web app's folder) of the page they show. */
export interface RoutePages {
  paths: readonly string[];
  modules: readonly string[];
}

const catalogue = 'src/features/catalogue';

/**
 * The pages index.html's head preloads for a signed-in start (build/earlyStart.ts): the dashboard
 * (where signing in lands) and every catalogue path, whose page comes two lazy steps after the
 * entry (CataloguePage, then pageLoaders' page). The build fails when a module is not a chunk.
 */
export async function routePages(): Promise<RoutePages[]> {
  // The contract's build, not its source (the config runs in Node): loaded when building only.
  const { ROUTES } = await import('@dhub/contract');
  return [
    { paths: [ROUTES.dashboard], modules: ['src/features/dashboard/DashboardPage.tsx'] },
    ...CATALOGUE_PATHS.map((path) => ({
      paths: [path],
      modules: [
        `${catalogue}/CataloguePage.tsx`,
        `${catalogue}/pageLoaders.ts`,
        `${catalogue}/pages/${PAGE_FILES[catalogueRouteOf(path)!.kind]}.tsx`,
      ],
    })),
  ];
}
