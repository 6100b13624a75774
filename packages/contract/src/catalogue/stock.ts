import type { StockState } from './verticals.js';

/** An item's stock state: out at 0 (or less), low up to its threshold, else in. The server's rule and the web's optimistic one. */
export function stockStateOf(stock: number, threshold: number): StockState {
  if (stock <= 0) return 'out';
  return stock <= threshold ? 'low' : 'in';
}
