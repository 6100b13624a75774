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

/** Formats an ISO date-time (medium date, short time) in the page's language; '' for an invalid one. */
export function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (value: string | null | undefined) => {
    const date = new Date(value ?? '');
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

/** Formats an ISO date-time as a time of day (short) in the page's language. */
export function useTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  return (value: string) => {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}
