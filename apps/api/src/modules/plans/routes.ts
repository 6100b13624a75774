import { planEndpoints, planOperatorEndpoints } from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { answerLanguage } from '../../http/language.js';
import { featureRoutes } from '../../http/route.js';
import { moneyStoreOf } from '../../money/store-scope.js';
import { addPlanPayment } from './plan-payment.js';
import { plansOf } from './plans-answer.js';
import { confirmPlanPayment, rejectPlanPayment, subscribe } from './subscribe.js';
import { listSubscriptions } from './subscription-read.js';

export const planRoutes = featureRoutes((route, { db, storage, config }) => {
  route(planEndpoints.list, ({ actor, query, request }) =>
    plansOf(db, moneyStoreOf(actor, query.storeId), config.wallet, answerLanguage(request, query.lang)),
  );
  route(planEndpoints.subscribe, ({ actor, body, request }) =>
    subscribe(db, { storeId: moneyStoreOf(actor, body.storeId), body, key: idempotencyKeyOf(request) }),
  );
  route(planEndpoints.history, ({ actor, query, request }) =>
    listSubscriptions(
      db,
      ownStoreIds(actor),
      { ...query, storeId: moneyStoreOf(actor, query.storeId) },
      answerLanguage(request, query.lang),
    ),
  );
  route(planEndpoints.addPayment, ({ actor, form }) => addPlanPayment(db, storage, { storeIds: ownStoreIds(actor), form }));

  route(planOperatorEndpoints.subscriptions, ({ query, request }) =>
    listSubscriptions(db, null, query, answerLanguage(request, query.lang)),
  );
  route(planOperatorEndpoints.confirmPayment, ({ params }) => confirmPlanPayment(db, params.id));
  route(planOperatorEndpoints.rejectPayment, ({ params, body }) => rejectPlanPayment(db, params.id, body.reason));
});
