import { z } from 'zod';
import { pincodeSchema } from '../../fields.js';
import { MESSAGES } from '../../messages.js';

export type ListEditResult = { ok: true; list: string[] } | { ok: false; list: string[]; error: string };

/** Blank values are ignored, duplicates rejected (spec §5). */
export function addPincode(list: readonly string[], raw: string): ListEditResult {
  const value = raw.trim();
  if (!value) return { ok: true, list: [...list] };
  if (list.includes(value)) return { ok: false, list: [...list], error: MESSAGES.pincodeDuplicate };
  const parsed = pincodeSchema.safeParse(value);
  if (!parsed.success) return { ok: false, list: [...list], error: MESSAGES.invalidPincode };
  return { ok: true, list: [...list, value] };
}

/** Splits a typed or pasted comma list: each trimmed, blanks dropped (spec §5). */
export function splitKeywords(raw: string): string[] {
  return raw
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

/** Adds keywords from raw input to the list, keeping the first of any repeat. */
export function addKeywords(list: readonly string[], raw: string): string[] {
  const next = [...list];
  for (const keyword of splitKeywords(raw)) if (!next.includes(keyword)) next.push(keyword);
  return next;
}

export const keywordList = z.preprocess(
  (value) => (typeof value === 'string' ? splitKeywords(value) : (value ?? [])),
  z
    .array(z.string({ error: MESSAGES.invalidRequest }).trim().min(1, MESSAGES.invalidRequest).max(60, MESSAGES.tooLong), {
      error: MESSAGES.invalidRequest,
    })
    .max(50, MESSAGES.tooLong),
);
