import { useTranslation } from 'react-i18next';
import { minorOfDecimalText } from '@dhub/contract';
import { marketplaceCurrency } from '../vendor/marketplaceCurrency';

/** Formats an amount in major units of the marketplace's currency (or another ISO 4217 `currency`) in the page's language; '—' for none. */
export function useMoney(currency: string = marketplaceCurrency()) {
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
  const parts = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: marketplaceCurrency() }).formatToParts(1.5);
  const symbol = parts.find((part) => part.type === 'currency')?.value ?? '₹';
  const symbolFirst = parts.findIndex((part) => part.type === 'currency') < parts.findIndex((part) => part.type === 'integer');
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const plain = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  /** What is typed as a plain decimal with a point ("435.60"), or null when it is not an amount. */
  const decimalOf = (text: string): string | null => {
    const normalized = text.trim().replace(/\s/g, '').replace(decimal, '.').replace(',', '.');
    return /^\d+(\.\d+)?$/.test(normalized) ? normalized : null;
  };
  return {
    symbol,
    symbolFirst,
    toText: (value: number) => plain.format(value),
    /** NaN for text that is not an amount. */
    parse: (text: string): number => {
      const normalized = decimalOf(text);
      return normalized === null ? Number.NaN : Number(normalized);
    },
    /** An amount in paise as the input shows it (15150 → "151.50", "151,50" in French). */
    minorToText: (minor: number) => plain.format(minor / 100),
    /**
     * What is typed, in paise, exactly: the decimal point moved in the text, never a float
     * multiplication ("19.99" is 1999, "0.10" is 10). NaN when it is not an amount; more than two
     * decimals give a fraction of a paisa ("1.005" → 100.5), which the contract's whole-paise rules refuse.
     */
    toMinor: (text: string): number => {
      const normalized = decimalOf(text);
      return normalized === null ? Number.NaN : minorOfDecimalText(normalized);
    },
  };
}

/** The amount input's reading and writing of paise (useMoneyInput's), for the forms that turn inputs into bodies. */
export type MinorAmountInput = Pick<ReturnType<typeof useMoneyInput>, 'toMinor' | 'minorToText'>;

/**
 * Formats an amount in paise (the catalogue, orders, coupons and settlements keep minor units) in the
 * page's language; '—' for none; `currency`: as useMoney.
 */
export function useMinorMoney(currency?: string) {
  const money = useMoney(currency);
  return (minor: number | null | undefined) => money(minor === null || minor === undefined ? minor : minor / 100);
}
