import { useTranslation } from 'react-i18next';

/** Formats an ISO date (medium style) in the page's language; '' for an invalid one. */
export function useDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}
