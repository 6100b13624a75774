import { MESSAGES, REGISTRATION_RATE_LIMIT, storeEndpoints, storeOperatorEndpoints, registrationEndpoints } from '@dhub/contract';
import { addressKey, throttle } from '../../http/rate-limit.js';
import { featureRoutes } from '../../http/route.js';
import { JsonText } from '../../lib/json-text.js';
import { setStoreAvailability, setWorkingHours } from './availability-service.js';
import { getVendorProfile, profileValidUntil } from './profile-service.js';
import { registerStore } from './registration-service.js';
import { reviewStore } from './review-service.js';
import { getStoreDetail } from './store-detail-service.js';

export const storeRoutes = featureRoutes((route, { db, storage, config, profileCache }) => {
  // Anonymous and with uploads: throttled per address before the body is read.
  const throttleRegistrations = async (request: { ip: string }) => {
    const { perAddress, windowMinutes } = REGISTRATION_RATE_LIMIT;
    await throttle(db, `register:${addressKey(request.ip)}`, { limit: perAddress, windowMinutes }, 'tooManyRegistrations');
  };
  for (const endpoint of [registrationEndpoints.registerStore, registrationEndpoints.registerStoreAlias]) {
    route(
      endpoint,
      async ({ form }) => {
        await registerStore(db, storage, form);
        return { message: MESSAGES.storeAdded };
      },
      { before: throttleRegistrations },
    );
  }
  // Built field by field to its schema: sent as JSON text, without the response serialiser's check
  // of the whole profile on every page load (tests check it against the schema, as every JsonText),
  // and kept per vendor while the database notifies its changes.
  route(storeEndpoints.vendorProfile, async ({ actor }) => {
    const kept = await profileCache.read(
      actor.userId,
      async () => {
        const { profile, readAt } = await getVendorProfile(db, { actor });
        return { text: JSON.stringify({ ...profile, currency: config.wallet.currency }), validUntil: profileValidUntil(profile, readAt) };
      },
      (entry) => entry.validUntil,
    );
    return new JsonText(kept!.text);
  });
  route(storeEndpoints.availability, ({ actor, params, body }) => setStoreAvailability(db, actor, params.storeId, body));
  route(storeEndpoints.workingHours, ({ actor, params, body }) => setWorkingHours(db, actor, params.storeId, body));
  route(storeEndpoints.storeDetail, async ({ actor, params }) => ({ store: await getStoreDetail(db, { actor, storeId: params.storeId }) }));
  route(storeOperatorEndpoints.approveStore, async ({ params }) => ({
    message: MESSAGES.storeApproved,
    store: await reviewStore(db, { id: params.id, decision: 'approved' }),
  }));
  route(storeOperatorEndpoints.rejectStore, async ({ params, body }) => ({
    message: MESSAGES.storeRejected,
    store: await reviewStore(db, { id: params.id, decision: 'rejected', reason: body.reason }),
  }));
});
