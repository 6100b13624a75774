import type { AvailableSlot } from '@dhub/contract';

/** A slot a booking can move to: bookable for a customer, or (the vendor may go past the notice) with a place left and still to come. */
export const isFreeSlot = (slot: AvailableSlot, now = Date.now()): boolean =>
  slot.bookable || (slot.booked < slot.capacity && Date.parse(slot.startsAt) > now);
