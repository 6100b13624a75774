import { CATALOGUE_MESSAGES, CSV_MESSAGES } from '../catalogue/messages.js';
import { BOOKING_MESSAGES, SCHEDULE_MESSAGES } from '../bookings/messages.js';
import { COUPON_MESSAGES } from '../coupons/messages.js';
import { WALLET_MESSAGES } from '../wallet/messages.js';
import { PLAN_MESSAGES } from '../plans/messages.js';
import { DASHBOARD_MESSAGES } from '../dashboard/messages.js';
import { MESSAGES } from '../messages.js';
import { PASSWORD_MESSAGES } from '../auth/password-messages.js';
import { ORDER_MESSAGES } from '../orders/messages.js';
import { REVIEW_MESSAGES } from '../reviews/messages.js';
import { DELIVERY_BOY_MESSAGES } from '../delivery-boys/messages.js';
import { SUPPORT_MESSAGES } from '../support/messages.js';
import { NOTIFICATION_MESSAGES } from '../notifications/messages.js';
import { PROFILE_MESSAGES } from '../profile/messages.js';
import { TWO_STEP_MESSAGES } from '../auth/two-step-messages.js';

/**
 * Every message the API can answer, by its stable code. An error body carries the code beside the
 * English text; clients translate by code. Codes are unique across the groups (checked below).
 */
export const API_MESSAGES = {
  ...MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...CSV_MESSAGES,
  ...ORDER_MESSAGES,
  ...REVIEW_MESSAGES,
  ...COUPON_MESSAGES,
  ...BOOKING_MESSAGES,
  ...SCHEDULE_MESSAGES,
  ...WALLET_MESSAGES,
  ...PLAN_MESSAGES,
  ...DASHBOARD_MESSAGES,
  ...PASSWORD_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...NOTIFICATION_MESSAGES,
  ...DELIVERY_BOY_MESSAGES,
  ...PROFILE_MESSAGES,
  ...TWO_STEP_MESSAGES,
} as const;
export type MessageCode = keyof typeof API_MESSAGES;

type Overlap<A, B> = Extract<keyof A, keyof B>;
// A code defined twice would make one of its texts unreachable: this line fails to compile then.
const noOverlap: [
  Overlap<typeof MESSAGES, typeof CATALOGUE_MESSAGES>,
  Overlap<typeof MESSAGES, typeof CSV_MESSAGES>,
  Overlap<typeof CATALOGUE_MESSAGES, typeof CSV_MESSAGES>,
  Overlap<typeof ORDER_MESSAGES, typeof MESSAGES & typeof CATALOGUE_MESSAGES & typeof CSV_MESSAGES>,
  Overlap<typeof REVIEW_MESSAGES, typeof MESSAGES & typeof CATALOGUE_MESSAGES & typeof CSV_MESSAGES & typeof ORDER_MESSAGES>,
  Overlap<
    typeof COUPON_MESSAGES,
    typeof MESSAGES & typeof CATALOGUE_MESSAGES & typeof CSV_MESSAGES & typeof ORDER_MESSAGES & typeof REVIEW_MESSAGES
  >,
  Overlap<
    typeof BOOKING_MESSAGES,
    typeof MESSAGES &
      typeof CATALOGUE_MESSAGES &
      typeof CSV_MESSAGES &
      typeof ORDER_MESSAGES &
      typeof REVIEW_MESSAGES &
      typeof COUPON_MESSAGES
  >,
  Overlap<typeof SCHEDULE_MESSAGES, typeof BOOKING_MESSAGES & typeof COUPON_MESSAGES & typeof ORDER_MESSAGES & typeof MESSAGES>,
  Overlap<
    typeof WALLET_MESSAGES,
    typeof MESSAGES &
      typeof CATALOGUE_MESSAGES &
      typeof CSV_MESSAGES &
      typeof ORDER_MESSAGES &
      typeof REVIEW_MESSAGES &
      typeof COUPON_MESSAGES &
      typeof BOOKING_MESSAGES &
      typeof SCHEDULE_MESSAGES
  >,
  Overlap<
    typeof PLAN_MESSAGES,
    typeof MESSAGES & typeof CATALOGUE_MESSAGES & typeof ORDER_MESSAGES & typeof WALLET_MESSAGES & typeof COUPON_MESSAGES
  >,
  Overlap<typeof DASHBOARD_MESSAGES, typeof MESSAGES & typeof WALLET_MESSAGES & typeof PLAN_MESSAGES & typeof ORDER_MESSAGES>,
  Overlap<
    typeof PASSWORD_MESSAGES,
    typeof MESSAGES &
      typeof CATALOGUE_MESSAGES &
      typeof CSV_MESSAGES &
      typeof ORDER_MESSAGES &
      typeof REVIEW_MESSAGES &
      typeof COUPON_MESSAGES &
      typeof BOOKING_MESSAGES &
      typeof SCHEDULE_MESSAGES &
      typeof WALLET_MESSAGES &
      typeof PLAN_MESSAGES &
      typeof DASHBOARD_MESSAGES
  >,
  Overlap<
    typeof SUPPORT_MESSAGES,
    typeof MESSAGES &
      typeof CATALOGUE_MESSAGES &
      typeof CSV_MESSAGES &
      typeof ORDER_MESSAGES &
      typeof REVIEW_MESSAGES &
      typeof COUPON_MESSAGES &
      typeof BOOKING_MESSAGES &
      typeof SCHEDULE_MESSAGES &
      typeof WALLET_MESSAGES &
      typeof PLAN_MESSAGES &
      typeof DASHBOARD_MESSAGES &
      typeof PASSWORD_MESSAGES
  >,
  Overlap<
    typeof NOTIFICATION_MESSAGES,
    typeof MESSAGES &
      typeof CATALOGUE_MESSAGES &
      typeof CSV_MESSAGES &
      typeof ORDER_MESSAGES &
      typeof REVIEW_MESSAGES &
      typeof COUPON_MESSAGES &
      typeof BOOKING_MESSAGES &
      typeof SCHEDULE_MESSAGES &
      typeof WALLET_MESSAGES &
      typeof PLAN_MESSAGES &
      typeof DASHBOARD_MESSAGES &
      typeof PASSWORD_MESSAGES &
      typeof SUPPORT_MESSAGES
  >,
] extends [never, never, never, never, never, never, never, never, never, never, never, never, never, never]
  ? true
  : false = true;
void noOverlap;
// Delivery boys' codes, checked apart from the list above.
const noDeliveryBoyOverlap: [
  Overlap<
    typeof DELIVERY_BOY_MESSAGES,
    typeof MESSAGES &
      typeof CATALOGUE_MESSAGES &
      typeof CSV_MESSAGES &
      typeof ORDER_MESSAGES &
      typeof REVIEW_MESSAGES &
      typeof COUPON_MESSAGES &
      typeof BOOKING_MESSAGES &
      typeof SCHEDULE_MESSAGES &
      typeof WALLET_MESSAGES &
      typeof PLAN_MESSAGES &
      typeof DASHBOARD_MESSAGES
  >,
] extends [never]
  ? true
  : false = true;
void noDeliveryBoyOverlap;
// The profile's codes (store details, documents, bank), checked against every other group.
const noProfileOverlap: [
  Overlap<
    typeof PROFILE_MESSAGES,
    typeof MESSAGES &
      typeof CATALOGUE_MESSAGES &
      typeof CSV_MESSAGES &
      typeof ORDER_MESSAGES &
      typeof REVIEW_MESSAGES &
      typeof COUPON_MESSAGES &
      typeof BOOKING_MESSAGES &
      typeof SCHEDULE_MESSAGES &
      typeof WALLET_MESSAGES &
      typeof PLAN_MESSAGES &
      typeof DASHBOARD_MESSAGES &
      typeof PASSWORD_MESSAGES &
      typeof SUPPORT_MESSAGES &
      typeof NOTIFICATION_MESSAGES &
      typeof DELIVERY_BOY_MESSAGES
  >,
] extends [never]
  ? true
  : false = true;
void noProfileOverlap;
// The two-step sign-in's codes, checked against every other group.
const noTwoStepOverlap: [
  Overlap<
    typeof TWO_STEP_MESSAGES,
    typeof MESSAGES &
      typeof CATALOGUE_MESSAGES &
      typeof CSV_MESSAGES &
      typeof ORDER_MESSAGES &
      typeof REVIEW_MESSAGES &
      typeof COUPON_MESSAGES &
      typeof BOOKING_MESSAGES &
      typeof SCHEDULE_MESSAGES &
      typeof WALLET_MESSAGES &
      typeof PLAN_MESSAGES &
      typeof DASHBOARD_MESSAGES &
      typeof PASSWORD_MESSAGES &
      typeof SUPPORT_MESSAGES &
      typeof NOTIFICATION_MESSAGES &
      typeof DELIVERY_BOY_MESSAGES &
      typeof PROFILE_MESSAGES
  >,
] extends [never]
  ? true
  : false = true;
void noTwoStepOverlap;

export const isMessageCode = (value: unknown): value is MessageCode => typeof value === 'string' && Object.hasOwn(API_MESSAGES, value);

/** Codes every endpoint of an access level can answer besides its own (the access check, invalid input, uploads). */
export const IMPLIED_ERROR_CODES = {
  input: { 400: ['invalidRequest'] },
  /** A request body: malformed, too large or of another type. */
  body: { 400: ['invalidRequest'], 413: ['payloadTooLarge'], 415: ['invalidRequest'] },
  signedIn: { 401: ['unauthorized', 'sessionExpired'], 403: ['accountSuspended', 'forbidden'] },
  multipart: { 400: ['invalidRequest'], 413: ['payloadTooLarge', 'fileTooLarge'], 415: ['invalidRequest'] },
} as const satisfies Record<string, Partial<Record<number, readonly MessageCode[]>>>;

/** Every error status of an endpoint with the codes it can carry: its own and the implied ones. */
export function errorCodesOf(endpoint: {
  access: string;
  method: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  multipart?: unknown;
  errors?: Partial<Record<number, readonly MessageCode[]>>;
}): Map<number, Set<MessageCode>> {
  const parts: Partial<Record<number, readonly MessageCode[]>>[] = [endpoint.errors ?? {}];
  if (endpoint.params || endpoint.query || endpoint.body) parts.push(IMPLIED_ERROR_CODES.input);
  if (endpoint.method === 'POST' || endpoint.method === 'PUT') parts.push(IMPLIED_ERROR_CODES.body);
  if (endpoint.access !== 'public') parts.push(IMPLIED_ERROR_CODES.signedIn);
  if (endpoint.multipart) parts.push(IMPLIED_ERROR_CODES.multipart);
  const codes = new Map<number, Set<MessageCode>>();
  for (const part of parts) {
    for (const [status, list] of Object.entries(part)) {
      const set = codes.get(Number(status)) ?? new Set<MessageCode>();
      for (const code of list ?? []) set.add(code);
      codes.set(Number(status), set);
    }
  }
  return codes;
}

const codeByText = new Map<string, MessageCode>(Object.entries(API_MESSAGES).map(([code, text]) => [text, code as MessageCode]));

/**
 * The code of a contract text, for rules that report texts (the zod schemas' issue messages, the
 * registration's validator): the server answers it, forms translate local errors by it.
 */
export const codeOfText = (text: string | undefined): MessageCode | undefined => (text ? codeByText.get(text) : undefined);
