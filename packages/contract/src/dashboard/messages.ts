/** User-facing texts of the vendor's dashboard. */
export const DASHBOARD_MESSAGES = {
  dashboardSpanTooLong: 'A period can be at most 366 days.',
} as const;
