import type { OrderStatus } from '../orders/constants.js';

/** How a delivery boy rides: a bicycle needs no registration number or driving licence. */
export const VEHICLE_TYPES = ['bicycle', 'motorbike', 'scooter', 'car', 'van'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** A motor vehicle needs its registration number, and its rider a driving licence. */
export const needsLicence = (vehicleType: VehicleType): boolean => vehicleType !== 'bicycle';

/** Active: can be given orders; inactive: kept with its orders' history, given none. */
export const DELIVERY_BOY_STATUSES = ['active', 'inactive'] as const;
export type DeliveryBoyStatus = (typeof DELIVERY_BOY_STATUSES)[number];

/**
 * Offline: off duty (the store sets it); busy: on duty with an order to deliver (computed from
 * its orders, never stored); available: on duty and free.
 */
export const DELIVERY_BOY_AVAILABILITIES = ['available', 'busy', 'offline'] as const;
export type DeliveryBoyAvailability = (typeof DELIVERY_BOY_AVAILABILITIES)[number];

export const IDENTITY_TYPES = ['aadhaar', 'pan', 'passport', 'voterId', 'drivingLicence'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** An identity number once normalised (capitals, no spaces or dashes), by type. */
export const IDENTITY_NUMBER_PATTERNS: Readonly<Record<IdentityType, RegExp>> = {
  aadhaar: /^\d{12}$/,
  pan: /^[A-Z]{5}\d{4}[A-Z]$/,
  passport: /^[A-Z]\d{7}$/,
  voterId: /^[A-Z]{3}\d{7}$/,
  drivingLicence: /^[A-Z0-9]{8,20}$/,
};

/** A vehicle's registration (KA01AB1234) or a licence number once normalised. */
export const VEHICLE_NUMBER_PATTERN = /^[A-Z0-9]{4,12}$/;
export const LICENCE_NUMBER_PATTERN = /^[A-Z0-9]{8,20}$/;
/** Capitals without spaces, dashes or dots: `ka-01 ab 1234` and `KA01AB1234` are one number. */
export const compactCode = (value: string): string => value.replace(/[\s.-]+/g, '').toUpperCase();

/** The documents of a delivery boy: multipart file fields, each one file (JPG, PNG or PDF of at most 5 MB, private to its store). */
export const DELIVERY_BOY_DOCUMENT_KINDS = ['licence', 'identity'] as const;
export type DeliveryBoyDocumentKind = (typeof DELIVERY_BOY_DOCUMENT_KINDS)[number];
/** Each document's multipart field name. */
export const DELIVERY_BOY_DOCUMENTS = {
  licence: 'licence_document',
  identity: 'identity_document',
} as const satisfies Record<DeliveryBoyDocumentKind, string>;

/** The order states a delivery boy is taken for: assignable then, and what makes it busy. */
export const DELIVERY_ORDER_STATUSES = ['ready', 'outForDelivery'] as const satisfies readonly OrderStatus[];

export const DELIVERY_BOY_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  /** The picker of an order's delivery boy reads one page of the available ones. */
  pageMax: 100,
} as const;
