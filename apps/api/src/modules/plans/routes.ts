import { planEndpoints, planOperatorEndpoints } from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { featureRoutes } from '../../http/route.js';
import { moneyStoreOf } from '../../money/store-scope.js';
import { addPlanPayment } from './plan-payment.js';
import { plansOf } from './plans-answer.js';
import { confirmPlanPayment, rejectPlanPayment, subscribe } from './subscribe.js';
import { listSubscriptions } from './subscription-read.js';

export const planRoutes = featureRoutes((route, { db, storage, config }) => {
  route(planEndpoints.list, ({ actor, query }) => plansOf(db, moneyStoreOf(actor, query.storeId), config.wallet));
  route(planEndpoints.subscribe, ({ actor, body, request }) =>
    subscribe(db, { storeId: moneyStoreOf(actor, body.storeId), body, key: idempotencyKeyOf(request) }),
  );
  route(planEndpoints.history, ({ actor, query }) =>
    listSubscriptions(db, ownStoreIds(actor), { ...query, storeId: moneyStoreOf(actor, query.storeId) }),
  );
  route(planEndpoints.addPayment, ({ actor, form }) => addPlanPayment(db, storage, { storeIds: ownStoreIds(actor), form }));

  route(planOperatorEndpoints.subscriptions, ({ query }) => listSubscriptions(db, null, query));
  route(planOperatorEndpoints.confirmPayment, ({ params }) => confirmPlanPayment(db, params.id));
  route(planOperatorEndpoints.rejectPayment, ({ params, body }) => rejectPlanPayment(db, params.id, body.reason));
});
