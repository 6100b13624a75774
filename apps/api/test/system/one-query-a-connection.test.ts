import { MARKETPLACE_TIME_ZONE, walletEndpoints } from '@dhub/contract';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/catalogue.js';
import { placed, useOrdersApp, type OrdersSuite } from '../helpers/orders.js';

/**
 * Every query sent to a connection that is still running another (pg queues it with a deprecation;
 * pg 9 refuses it), by its text: recorded from the start, the seed included.
 */
const overlapping: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & { _activeQuery: unknown; _queryQueue: unknown[] }, ...args: unknown[]) {
  if (this._activeQuery || this._queryQueue.length > 0)
    overlapping.push(String((args[0] as { text?: string }).text ?? args[0]).slice(0, 160));
  return (query as (...args: unknown[]) => unknown).apply(this, args);
} as typeof query;

describe.runIf(process.env.TEST_DATABASE_URL)('one query at a time on a connection (PostgreSQL)', () => {
  let suite: OrdersSuite;
  useOrdersApp((ready) => (suite = ready));

  it('sends no query to a connection still running one: the seed, an order placed, a monthly statement', async () => {
    const { ctx, customer, vendor, store } = suite;
    const order = await placed(ctx, customer, { storeId: store.storeId, lines: [{ itemId: store.items[0]!.id, quantity: 1 }] });
    expect(order.lines).toHaveLength(1);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit' }).format(
      new Date(),
    );
    const statement = await call(ctx, 'GET', `${walletEndpoints.statement.path}?storeId=${store.storeId}&month=${month}`, vendor);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(overlapping).toEqual([]);
  });
});
