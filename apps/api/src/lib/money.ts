/**
 * Rupees as a store's delivery charge is still kept (stores.delivery_charge, numeric with 2
 * decimals) → paise, the minor units orders keep. The catalogue keeps paise itself (migration 0030).
 */
export const toMinor = (rupees: number) => Math.round(rupees * 100);
