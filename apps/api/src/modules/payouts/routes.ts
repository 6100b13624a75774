import { payoutEndpoints, walletOperatorEndpoints } from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { oneOf } from '../../db/one-of.js';
import { payouts } from '../../db/wallet-schema.js';
import { featureRoutes } from '../../http/route.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { moneyStoreOf } from '../../money/store-scope.js';
import { movePayout } from './payout-moves.js';
import { listPayouts, readPayoutDetail } from './payout-read.js';
import { requestPayout } from './payout-request.js';

export const payoutRoutes = featureRoutes((route, { db, config }) => {
  route(payoutEndpoints.add, ({ actor, body, request }) =>
    requestPayout(
      db,
      { userId: actor.userId, storeId: moneyStoreOf(actor, body.storeId), body, key: idempotencyKeyOf(request) },
      config.wallet,
    ),
  );
  route(payoutEndpoints.list, ({ actor, query }) => listPayouts(db, ownStoreIds(actor), query));
  route(payoutEndpoints.get, ({ actor, params }) => readPayoutDetail(db, params.id, oneOf(payouts.storeId, ownStoreIds(actor))));

  route(walletOperatorEndpoints.payouts, ({ query }) => listPayouts(db, null, query));
  route(walletOperatorEndpoints.approvePayout, ({ params }) => movePayout(db, params.id, { action: 'approve' }));
  route(walletOperatorEndpoints.payPayout, ({ params, body }) =>
    movePayout(db, params.id, { action: 'pay', bankReference: body.bankReference }),
  );
  route(walletOperatorEndpoints.rejectPayout, ({ params, body }) => movePayout(db, params.id, { action: 'reject', reason: body.reason }));
});
