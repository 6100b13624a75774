/** A service booking's states, in the order they normally follow. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'inProgress', 'completed', 'cancelled', 'noShow'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The bookings list's tabs and the states each shows. */
export const BOOKING_TABS = {
  upcoming: ['pending', 'confirmed'],
  inProgress: ['inProgress'],
  completed: ['completed'],
  closed: ['cancelled', 'noShow'],
} as const satisfies Record<string, readonly BookingStatus[]>;
export type BookingTab = keyof typeof BOOKING_TABS;
export const BOOKING_TAB_NAMES = Object.keys(BOOKING_TABS) as BookingTab[];

/** States that hold a place in their slot. */
export const SLOT_HOLDING_STATUSES = ['pending', 'confirmed', 'inProgress'] as const satisfies readonly BookingStatus[];

/** What a vendor can do to a booking, from which states, to which state (rescheduling keeps the state). */
export const VENDOR_BOOKING_ACTIONS = {
  confirm: { from: ['pending'], to: 'confirmed' },
  start: { from: ['confirmed'], to: 'inProgress' },
  complete: { from: ['inProgress'], to: 'completed' },
  noShow: { from: ['confirmed'], to: 'noShow' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
  reschedule: { from: ['pending', 'confirmed'], to: null },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus | null }>;
export type VendorBookingAction = keyof typeof VENDOR_BOOKING_ACTIONS;
export const VENDOR_BOOKING_ACTION_NAMES = Object.keys(VENDOR_BOOKING_ACTIONS) as VendorBookingAction[];

/** The vendor's actions allowed in a state (no-show only once the slot has begun). */
export const vendorBookingActionsFor = (status: BookingStatus, started: boolean): VendorBookingAction[] =>
  VENDOR_BOOKING_ACTION_NAMES.filter(
    (action) => (VENDOR_BOOKING_ACTIONS[action].from as readonly BookingStatus[]).includes(status) && (action !== 'noShow' || started),
  );

/** A customer may cancel a booking the store has not confirmed yet. */
export const CUSTOMER_CANCELLABLE_BOOKING: readonly BookingStatus[] = ['pending'];

/** The system's reason when a booking was still pending when its slot began. */
export const NOT_CONFIRMED_REASON = 'notConfirmedInTime';

/** Where the marketplace's stores are: slot times and dates are wall-clock times there. */
export const MARKETPLACE_TIME_ZONE = 'Asia/Kolkata';

export const SCHEDULE_LIMITS = {
  slotsMax: 100,
  durationMin: 15,
  durationMax: 480,
  capacityMax: 50,
  leadMinutesMax: 7 * 24 * 60,
  horizonDaysMin: 1,
  horizonDaysMax: 180,
  /** The longest window the calendar or a customer reads at once. */
  availabilityDaysMax: 42,
  closureReasonMax: 120,
  noteMax: 500,
} as const;
