import { defineEndpoints } from '../http/endpoint.js';
import { dashboardQuerySchema, dashboardSummarySchema } from './schemas.js';

/** The vendor's dashboard: figures of a period and what waits for the vendor now. */
export const dashboardEndpoints = defineEndpoints('dashboard', 'dashboard', {
  summary: {
    method: 'GET',
    path: '/vendor/dashboard/summary',
    access: 'vendor',
    summary: "The KPIs and chart series of the vendor's stores (or one of them) for a period (default: the last 30 days, at most 366 days)",
    query: dashboardQuerySchema,
    response: dashboardSummarySchema,
  },
});
