/** One payout opens over the list, on the same page: `/payout?id=<id>`. */
export const PAYOUT_ID_PARAM = 'id';

export const payoutSearch = (id: string) => `?${PAYOUT_ID_PARAM}=${encodeURIComponent(id)}`;
