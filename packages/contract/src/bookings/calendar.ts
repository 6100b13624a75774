import { WEEKDAYS, type Weekday } from '../constants.js';
import { MARKETPLACE_TIME_ZONE } from './constants.js';

/**
 * Calendar dates (YYYY-MM-DD) of the marketplace's wall clock: the schedule's days, a booking's
 * date, the calendar's pages. Plain date arithmetic, the same on the API and the web.
 */

/** The date `days` after `date` (or before, negative). */
export const addDays = (date: string, days: number): string => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** Monday … Sunday of a date. */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** Today's date on the wall clock of `timeZone` (the marketplace's by default). */
export const todayIn = (timeZone: string = MARKETPLACE_TIME_ZONE, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
