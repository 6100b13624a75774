import { MESSAGES, storeEndpoints } from '@dhub/contract';
import { featureRoutes } from '../../http/route.js';
import { getVendorProfile } from './profile-service.js';
import { registerStore } from './registration-service.js';

export const storeRoutes = featureRoutes((route, { db, storage }) => {
  for (const endpoint of [storeEndpoints.registerStore, storeEndpoints.registerStoreAlias]) {
    route(endpoint, async ({ form }) => {
      await registerStore(db, storage, form);
      return { message: MESSAGES.storeAdded };
    });
  }
  route(storeEndpoints.vendorProfile, async ({ actor }) => getVendorProfile(db, { actor }));
});
