/** Calendar dates (YYYY-MM-DD) of the marketplace's wall clock: the schedule's and the bookings' days. */

/** Today's date (YYYY-MM-DD) on the wall clock of `timeZone` (the store's calendar). */
export function todayIn(timeZone: string, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** A date (YYYY-MM-DD) `days` days later (or earlier). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** A date (YYYY-MM-DD) as the local noon of that day, so a date formatter shows that day in any time zone. */
export const dayValue = (date: string) => `${date}T12:00:00`;
