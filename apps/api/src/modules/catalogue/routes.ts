import { CATALOGUE_VERTICALS } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { categoryRoutes } from './routes/categories.js';
import { verticalFileRoutes } from './routes/files.js';
import { catalogueLookupRoutes } from './routes/lookups.js';
import { operatorRoutes } from './routes/operator.js';
import { productRoutes } from './routes/products.js';
import { variationRoutes } from './routes/variations.js';
import { verticalRoutes } from './routes/vertical.js';

/** Every catalogue route: lookups, all products, categories, then each vertical's. */
export const catalogueRoutes = featureRoutes((route, deps) => {
  catalogueLookupRoutes(route, deps);
  productRoutes(route, deps);
  categoryRoutes(route, deps);
  for (const vertical of CATALOGUE_VERTICALS) {
    verticalRoutes(route, deps, vertical);
    verticalFileRoutes(route, deps, vertical);
    variationRoutes(route, deps, vertical);
    operatorRoutes(route, deps, vertical);
  }
});
