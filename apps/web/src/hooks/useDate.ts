import { useTranslation } from 'react-i18next';

/** A formatter of ISO dates in the page's language with these options; '' for an invalid or missing date. */
function useDateFormat(options: Intl.DateTimeFormatOptions) {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, options);
  return (value: string | null | undefined) => {
    const date = new Date(value ?? '');
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}

/** A date, medium style (24 Nov 2026). */
export const useDate = () => useDateFormat({ dateStyle: 'medium' });

/** A date and time (24 Nov 2026, 10:45). */
export const useDateTime = () => useDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** A time of day (10:45). */
export const useTime = () => useDateFormat({ timeStyle: 'short' });
