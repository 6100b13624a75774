/** A date (YYYY-MM-DD) as the local noon of that day, so a date formatter shows that day in any time zone. */
export const dayValue = (date: string) => `${date}T12:00:00`;
