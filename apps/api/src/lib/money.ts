/** Rupees as the catalogue stores them (numeric, 2 decimals) → paise, the minor units orders keep. */
export const toMinor = (rupees: number) => Math.round(rupees * 100);
