import { walletEndpoints, walletOperatorEndpoints } from '@dhub/contract';
import { ownStoreIds } from '../../access/actor.js';
import { featureRoutes } from '../../http/route.js';
import { offsetOf } from '../../db/paging.js';
import { adjustWallet } from './adjust.js';
import { walletCsv } from './csv.js';
import { allEntries, pageOfEntries } from './entries.js';
import { moneyStoreOf } from '../../money/store-scope.js';
import { monthlyStatement } from './statement.js';
import { walletSummary } from './summary.js';
import { addTopUp, decideTopUp, listTopUps } from './top-ups.js';
import { addTopUpFieldsSchema } from '@dhub/contract';
import { HttpError } from '../../lib/http-error.js';

export const walletRoutes = featureRoutes((route, { db, storage, config }) => {
  route(walletEndpoints.get, async ({ actor, query }) => {
    const storeId = moneyStoreOf(actor, query.storeId);
    const [summary, page] = await Promise.all([
      walletSummary(db, storeId, config.wallet),
      pageOfEntries(db, { ...query, storeId }, { limit: query.limit, offset: offsetOf(query) }),
    ]);
    return { ...page, page: query.page, limit: query.limit, storeId, summary };
  });

  route(walletEndpoints.exportCsv, async ({ actor, query, reply }) => {
    const storeId = moneyStoreOf(actor, query.storeId);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="wallet-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(walletCsv(allEntries(db, { ...query, storeId })));
  });

  route(walletEndpoints.addTopUp, async ({ actor, form }) => {
    const parsed = addTopUpFieldsSchema.safeParse(form.fields);
    if (!parsed.success) throw HttpError.fromZod(parsed.error);
    const storeId = moneyStoreOf(actor, parsed.data.storeId);
    return addTopUp(db, storage, { storeId, fields: parsed.data, form });
  });

  route(walletEndpoints.statement, ({ actor, query }) =>
    monthlyStatement(db, moneyStoreOf(actor, query.storeId), query.month, config.wallet),
  );

  route(walletEndpoints.topUps, ({ actor, query }) => listTopUps(db, ownStoreIds(actor), query));

  route(walletOperatorEndpoints.topUps, ({ query }) => listTopUps(db, null, query));
  route(walletOperatorEndpoints.confirmTopUp, ({ params }) => decideTopUp(db, params.id, { confirm: true }));
  route(walletOperatorEndpoints.rejectTopUp, ({ params, body }) => decideTopUp(db, params.id, { confirm: false, reason: body.reason }));
  route(walletOperatorEndpoints.adjust, ({ body }) => adjustWallet(db, body));
});
