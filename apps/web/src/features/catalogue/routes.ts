import { lazyPage } from '../../navigation/lazyPage';
import type { FeatureRoute } from '../../navigation/types';

/**
 * The catalogue paths of spec §2 for the route definitions, built compactly (this module is in
 * the login page's bundle). React Router matches paths case-insensitively, so `/view-medicine-Item`
 * matches `/view-medicine-item`. routeTable.ts (lazy) spells each one out with its page; a unit
 * test checks that both agree.
 */
const vertical = (n: string, x = n, e = `${n}-request`) =>
  [`adding-${n}-`, `add-${x}-`, `edit-${x}-`, `${x}-`, `view-${n}-`, `view-${n}-request-`, `edit-${e}-`]
    .map((path) => `/${path}item`)
    .concat(`/${n}-request-list`, `/${n}-vairants`);

export const CATALOGUE_ROUTE_PATHS: readonly string[] = [
  ...vertical('shopping'),
  ...vertical('medicine'),
  ...vertical('grocery', 'grocerys', 'grocerys-requset'),
  ...vertical('food'),
  ...'add-product product-list product-request product-request-list product-vairations view-product-list pending-categories pending-sub-categories reject-categories reject-sub-categories'
    .split(' ')
    .map((path) => `/${path}`),
];

/** Preloading a path also loads the page it shows (CataloguePage would ask for it only once the profile is there). */
const CataloguePage = lazyPage(
  () => import('./CataloguePage'),
  (pathname) => {
    import('./pageLoaders').then(({ preloadCataloguePage }) => preloadCataloguePage(pathname)).catch(() => undefined);
  },
);

/** The feature's pages: every catalogue path shows the one lazy page, which reads the route. */
export const catalogueRoutes: FeatureRoute[] = CATALOGUE_ROUTE_PATHS.map((path) => ({ path, page: CataloguePage }));
