import { dashboardEndpoints, dashboardPeriodOf } from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { dashboardSummary } from './summary.js';

/** Another vendor's storeId scopes to no store (all zeros), as the coupons' list does. */
export const dashboardRoutes = featureRoutes((route, { db, config }) => {
  route(dashboardEndpoints.summary, ({ actor, query }) =>
    dashboardSummary(db, { storeIds: ownStoreIds(actor, query.storeId), ...dashboardPeriodOf(query) }, config.wallet.currency),
  );
});
