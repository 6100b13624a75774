import { useTranslation } from 'react-i18next';

/** Formats an amount in rupees in the page's language; '—' for none. */
export function useMoney() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
  return (value: number | null | undefined) => (value === null || value === undefined ? '—' : format.format(value));
}
