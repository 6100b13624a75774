import { useMoney } from '../../hooks/useMoney';

/** Formats an amount in paise (orders keep minor units) in the page's language. */
export function useMinorMoney() {
  const money = useMoney();
  return (minor: number) => money(minor / 100);
}
