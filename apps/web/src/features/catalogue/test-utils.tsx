import { renderRoutes } from '../../test/render';
import { catalogueRoutes } from './routes';

/*
 * Kept for app/StoreSwitcher.test.tsx only, until it takes the fixtures and the mock from src/test
 * and renders the feature's public routes. The catalogue tests use src/test directly.
 */
export { GROCERY_STORE, profileHandler, signIn } from '../../test/fixtures';
export { mockApi as mockCatalogueApi, type ApiCall as Call } from '../../test/mockApi';

export function renderCatalogue(route: string) {
  return renderRoutes(catalogueRoutes, route);
}
