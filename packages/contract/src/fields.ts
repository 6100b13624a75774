import { z } from 'zod';
import { LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';

/**
 * Field atoms shared by the wizard (form values: strings from inputs) and the API
 * (multipart text fields: strings, JSON strings, comma lists). Each accepts both.
 */

const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

export const requiredText = (max: number = LIMITS.textMax, tooLongMessage: string = MESSAGES.tooLong) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired).max(max, tooLongMessage),
  );

export const optionalText = (max: number = LIMITS.textMax) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : blankToUndefined(value)),
    z.string({ error: MESSAGES.invalidRequest }).max(max, MESSAGES.tooLong).optional(),
  );

const toNumber = (value: unknown) => {
  const cleaned = blankToUndefined(value);
  return typeof cleaned === 'string' ? Number(cleaned) : cleaned;
};

export const requiredNumber = (min: number, max: number, rangeMessage: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidNumber) })
      .min(min, rangeMessage)
      .max(max, rangeMessage),
  );

export const optionalNumber = (min: number, max: number, rangeMessage: string) =>
  z.preprocess(toNumber, z.number({ error: MESSAGES.invalidNumber }).min(min, rangeMessage).max(max, rangeMessage).optional());

export const requiredEmail = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .string({ error: MESSAGES.fieldRequired })
    .min(1, MESSAGES.fieldRequired)
    .max(254, MESSAGES.tooLong)
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
);

/** A phone number once normalised: an optional leading + and 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[0-9]{7,15}$/;

/**
 * A phone number as people type it (`+91 98765-43210`, `(080) 2345 6789`) in the stored form: spaces,
 * dashes and brackets dropped. Text that is only those characters is kept, so it fails the pattern.
 */
export function normalizePhone(value: string): string {
  const trimmed = value.trim();
  return trimmed.replace(/[\s()-]/g, '') || trimmed;
}

/** The one phone rule of the wizard and the API: parsing gives the normalised number (what is stored). */
export const requiredPhone = z.preprocess(
  (value) => (typeof value === 'string' ? normalizePhone(value) : value),
  z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired).regex(PHONE_PATTERN, MESSAGES.invalidPhone),
);

export const PINCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
export const pincodeSchema = z.string({ error: MESSAGES.invalidPincode }).trim().regex(PINCODE_PATTERN, MESSAGES.invalidPincode);
/** A pincode as two are compared (a store's delivery list and an address): no spaces or dashes, lower case. */
export const pincodeKey = (pincode: string) => pincode.replace(/[\s-]+/g, '').toLowerCase();

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An ISO date (YYYY-MM-DD) that is a real calendar day. */
export const dateOnlySchema = z
  .string({ error: MESSAGES.fieldRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, MESSAGES.invalidDate);

/** ISO date (YYYY-MM-DD), a real calendar day, at least `minAge` years before today. */
export const requiredBirthDate = (minAge: number) =>
  z.preprocess(
    blankToUndefined,
    dateOnlySchema.refine((value) => {
      const today = new Date();
      const limit = Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate());
      return new Date(`${value}T00:00:00Z`).getTime() <= limit;
    }, MESSAGES.mustBeAdult),
  );

/** A list given as an array, or as a JSON array string (multipart). */
export const jsonList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value; // fails the array check below with a clear message
      }
    },
    z.array(item, { error: MESSAGES.invalidRequest }),
  );

/** A boolean given as a boolean or as 'true' / 'false' (multipart). */
export const booleanField = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return fallback;
      if (value === 'true') return true;
      if (value === 'false') return false;
      return value;
    },
    z.boolean({ error: MESSAGES.invalidRequest }),
  );

/** An instant sent by a client (ISO 8601 with its offset), e.g. the start of a day where the vendor is. */
export const instantSchema = z.iso.datetime({ offset: true, error: MESSAGES.invalidDate });
/** An instant as the API answers it. */
export const isoDateTime = z.string().meta({ description: 'ISO 8601 date-time' });
/** An amount in minor units (paise): money is never a float. */
export const minorAmount = z.number().int().meta({ description: 'Minor units (paise)' });

/**
 * A decimal amount as written by a person or a spreadsheet ("151.50", "0.1", "-3") in minor units,
 * exactly: the decimal point is moved two places in the text (no float multiplication), so
 * "19.99" is 1999 and "0.10" is 10. More than two decimals give a fraction of a minor unit
 * ("1.005" → 100.5) that `minorAmount`-style integer checks refuse; NaN for text that is not a
 * plain decimal (blank, "1e3", "1,5", "12.").
 */
export function minorOfDecimalText(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, sign, whole, fraction = ''] = match;
  const cents = fraction.padEnd(2, '0');
  const minor = Number(`${sign}${whole}${cents.slice(0, 2)}${cents.length > 2 ? `.${cents.slice(2)}` : ''}`);
  return minor === 0 ? 0 : minor; // not -0
}

/** An amount in minor units as a decimal with two places ("151.50", "-0.05"), exactly (integer arithmetic). */
export function decimalTextOfMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole amount of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
