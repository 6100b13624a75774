export const API_PREFIX = '/v1/dhubApi';

/** Browser local-storage keys (spec §9). */
export const STORAGE_KEYS = { token: 'token', user: 'user', settings: 'dhub.settings' } as const;

export const ROUTES = {
  login: '/auth/login',
  notFound: '/auth/404',
  home: '/',
  dashboard: '/dashboard',
  registration: '/auth/registration-form',
  stores: '/stores',
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
export const LOGIN_RATE_LIMIT = { maxFailures: 5, windowMinutes: 15 } as const;

export const STORE_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const USER_ROLES = ['vendor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
