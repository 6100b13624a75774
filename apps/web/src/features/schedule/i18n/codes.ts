import { BOOKING_MESSAGES } from '@dhub/contract';

const SHOWN = [
  'notBookingStore',
  'scheduleSaved',
  'slotTimeRepeated',
  'slotDurationRange',
  'slotCapacityRange',
  'slotsRange',
  'leadTimeRange',
  'horizonRange',
  'bookingPriceRange',
  'closureAdded',
  'closureRemoved',
  'closureExists',
  'closureNotFound',
  'daysRange',
] as const satisfies readonly (keyof typeof BOOKING_MESSAGES)[];

/** The booking messages the schedule page can show (the API's answers and the schedule schemas' rules), translated here. */
export const SCHEDULE_MESSAGES = Object.fromEntries(SHOWN.map((code) => [code, BOOKING_MESSAGES[code]])) as {
  [K in (typeof SHOWN)[number]]: (typeof BOOKING_MESSAGES)[K];
};
