/** User-facing texts of service bookings. */
export const BOOKING_MESSAGES = {
  bookingNotFound: 'This booking was not found.',
  bookingStatusChanged: 'This booking has already moved on: it cannot be changed this way any more. Refresh to see its status.',
  bookingCancelled: 'Booking cancelled.',
  bookingNotStarted: 'A booking can be marked as a no-show only once its time has begun.',
  storeNotBookable: 'This store is not taking bookings now.',
  slotNotFound: 'This time slot is not in the store’s schedule.',
  slotClosed: 'The store is closed on this date.',
  slotOutsideWindow: 'This time slot can no longer be booked, or is too far ahead.',
  slotFull: 'This time slot is fully booked.',
} as const;

/** User-facing texts of a booking store's schedule (its terms, weekly slots, closed dates and calendar). */
export const SCHEDULE_MESSAGES = {
  notBookingStore: 'This store does not take bookings.',
  scheduleSaved: 'Schedule saved.',
  slotTimeRepeated: 'Each day can have a start time only once.',
  slotDurationRange: 'A slot lasts 15 to 480 minutes.',
  slotCapacityRange: 'A slot takes 1 to 50 bookings.',
  slotsRange: 'A schedule has at most 100 weekly slots.',
  leadTimeRange: 'The notice must be from 0 minutes to 7 days.',
  horizonRange: 'Bookings can be taken 1 to 180 days ahead.',
  bookingPriceRange: 'Enter a price from 0 to 100000.',
  closureAdded: 'Closed date added.',
  closureRemoved: 'Closed date removed.',
  closureExists: 'This date is already closed.',
  closureNotFound: 'This closed date was not found.',
  daysRange: 'Ask for 1 to 42 days.',
} as const;
