export const API_PREFIX = '/v1/dhubApi';

/** Browser local-storage keys (spec §9). */
export const STORAGE_KEYS = { token: 'token', user: 'user', settings: 'dhub.settings' } as const;

/** Where the pages of a visitor who is not signed in live (login, registration, 404, password recovery). */
export const AUTH_ROUTE_PREFIX = '/auth';

/** A path under /auth (not /authors). */
export const isAuthPath = (pathname: string): boolean => pathname === AUTH_ROUTE_PREFIX || pathname.startsWith(`${AUTH_ROUTE_PREFIX}/`);

export const ROUTES = {
  login: '/auth/login',
  notFound: '/auth/404',
  home: '/',
  dashboard: '/dashboard',
  registration: '/auth/registration-form',
  stores: '/stores',
  reviews: '/reviews',
  viewReview: '/view-review',
  coupons: '/service-coupons',
  bookings: '/all-service-orders',
  bookingDetails: '/all-service-orders/order-details',
  schedule: '/create-schedule',
  wallet: '/wallet',
  payout: '/payout',
  subscription: '/subscription',
  deliveryBoys: '/delivery-boys',
  addDeliveryBoy: '/add-delivery-boy',
  editDeliveryBoy: '/edit-delivery-Boy',
  viewDeliveryBoy: '/view-delivery-Boy',
  faqs: '/faqs',
  policy: '/policy',
  forgotPassword: '/auth/forgot-password',
  twoSteps: '/auth/two-steps',
  resetPassword: '/auth/change-password',
  /** The spec lists both; they are one page. */
  changePassword: '/change-password',
  changePasswords: '/change-passwords',
  supportTicket: '/support-ticket',
  viewSupport: '/view-support',
  liveChat: '/live-chat',
  allNotifications: '/all-notifications',
  profile: '/profile',
  userProfile: '/user-profile',
  profileVerify: '/profile-verify',
  bankDetails: '/bank-details',
} as const;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const LIMITS = {
  businessImagesMax: 5,
  aadharMaxLength: 12,
  metaTitleMax: 90,
  metaDescriptionMax: 250,
  /** Per uploaded file; the spec is silent, 5 MB fits a phone photo or a scanned PDF. */
  fileMaxBytes: 5 * 1024 * 1024,
  /** Generic text field length cap. */
  textMax: 200,
  descriptionMax: 2000,
  /** A password's length cap (a typed one, a new one). */
  passwordMax: 128,
} as const;

/**
 * Disk a store can fill: its uploaded catalogue photos (count and bytes), how long a photo nothing
 * uses (no item, request or product shows it) is kept, and one registration's files together.
 */
export const UPLOAD_LIMITS = {
  storePhotos: 200,
  storePhotoBytes: 200 * 1024 * 1024,
  unusedPhotoHours: 24,
  registrationBytes: 25 * 1024 * 1024,
} as const;

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

export const TOAST_AUTO_HIDE_MS = 3000;

export const LAYOUT = {
  sidebarWidth: 280,
  miniSidebarWidth: 87,
  topbarHeight: 60,
  borderRadius: 7,
  rippleMs: 550,
  textareaDebounceMs: 166,
} as const;

/** Login rate limit: failed attempts allowed per window, per IP and per email. */
/**
 * Sign-in throttling. Failures are counted per account and address: the first `freeFailures` are
 * free, then each try waits `firstDelaySeconds`, doubling per failure up to `maxDelayMinutes`; a pair
 * quiet for `windowMinutes` starts afresh, a success clears it. An address's failures over all
 * accounts past `addressFailureCeiling` answer 429 instead of 401. A correct password is never
 * refused because of another account's or another address's failures.
 */
export const LOGIN_RATE_LIMIT = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelayMinutes: 15,
  windowMinutes: 15,
  addressFailureCeiling: 100,
} as const;

/** Customer sign-ups per address and window. */
export const CUSTOMER_REGISTRATION_RATE_LIMIT = { perAddress: 30, windowMinutes: 60 } as const;

/** Store registrations (anonymous, with uploads) per address and window. */
export const REGISTRATION_RATE_LIMIT = { perAddress: 10, windowMinutes: 60 } as const;

export const STORE_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** A store that can act (change its catalogue, its availability): pending or approved, not suspended or rejected. */
export const isActiveStore = (status: StoreStatus): boolean => status === 'pending' || status === 'approved';

export const USER_ROLES = ['vendor', 'admin', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
