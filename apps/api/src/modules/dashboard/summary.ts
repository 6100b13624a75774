import { MARKETPLACE_TIME_ZONE, type DashboardSummary } from '@dhub/contract';
import { awaitAll } from '../../db/await-all.js';
import type { Executor } from '../../db/client.js';
import { bookingsByWeekdayHour } from './bookings-by-hour.js';
import { moneyFigures } from './money-figures.js';
import { ordersByStatus } from './orders-by-status.js';
import { ratingOf } from './rating.js';
import { revenueByDay } from './revenue-by-day.js';
import { salesFigures } from './sales-figures.js';
import { periodOf, type DashboardScope } from './scope.js';
import { topItems } from './top-items.js';
import { waitingNow } from './waiting-now.js';

/** The dashboard of some stores for a period: each figure is aggregated by the database, the queries run side by side. */
export async function dashboardSummary(db: Executor, scope: DashboardScope, currency: string): Promise<DashboardSummary> {
  const period = await periodOf(db, scope);
  const [sales, statuses, days, items, hours, rating, money, waiting] = await awaitAll(db, [
    () => salesFigures(db, period),
    () => ordersByStatus(db, period),
    () => revenueByDay(db, period),
    () => topItems(db, period),
    () => bookingsByWeekdayHour(db, scope),
    () => ratingOf(db, scope),
    () => moneyFigures(db, scope.storeIds),
    () => waitingNow(db, scope.storeIds),
  ]);
  return {
    from: scope.from.toISOString(),
    to: scope.to.toISOString(),
    timeZone: MARKETPLACE_TIME_ZONE,
    currency,
    kpis: {
      orders: statuses.reduce((sum, row) => sum + row.count, 0),
      ...sales,
      rating,
      ...money,
      ...waiting,
    },
    revenueByDay: days,
    ordersByStatus: statuses,
    topItems: items,
    bookingsByWeekdayHour: hours,
  };
}
