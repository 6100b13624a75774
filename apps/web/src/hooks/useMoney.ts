import { useTranslation } from 'react-i18next';

/** The shop's currency: amounts are rupees. */
const CURRENCY = 'INR';

/** Formats an amount in rupees (or another ISO 4217 `currency`) in the page's language; '—' for none. */
export function useMoney(currency: string = CURRENCY) {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency, maximumFractionDigits: 2 });
  return (value: number | null | undefined) => (value === null || value === undefined ? '—' : format.format(value));
}

/**
 * An amount typed in an input, in the page's language: shown with two decimals and the language's
 * decimal sign (435,60 in French), the currency symbol placed as the language places it, and what
 * is typed read back with either decimal sign.
 */
export function useMoneyInput() {
  const { i18n } = useTranslation();
  const parts = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: CURRENCY }).formatToParts(1.5);
  const symbol = parts.find((part) => part.type === 'currency')?.value ?? '₹';
  const symbolFirst = parts.findIndex((part) => part.type === 'currency') < parts.findIndex((part) => part.type === 'integer');
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const plain = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  return {
    symbol,
    symbolFirst,
    toText: (value: number) => plain.format(value),
    /** NaN for text that is not an amount. */
    parse: (text: string): number => {
      const normalized = text.trim().replace(/\s/g, '').replace(decimal, '.').replace(',', '.');
      return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
    },
  };
}

/** Formats an amount in paise (orders, coupons and settlements keep minor units) in the page's language; `currency`: as useMoney. */
export function useMinorMoney(currency?: string) {
  const money = useMoney(currency);
  return (minor: number) => money(minor / 100);
}
