import type { z } from 'zod';

/** A number input's text as a body value: blank → undefined (the schema's default, or "required"). */
export function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/** An optional text or choice as a body value: blank → undefined. */
export function optionalText(text: string | null | undefined): string | undefined {
  return text?.trim() || undefined;
}

/** A body value as a number input's text. */
export function textOf(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** What an input of a body field must say, read from the contract's schema: a value is required; whole numbers only. */
export function fieldRules(schema: z.ZodObject, name: string): { required: boolean; integer: boolean } {
  const field = schema.shape[name] as z.ZodType | undefined;
  return { required: field ? !field.safeParse(undefined).success : false, integer: field ? !field.safeParse(0.5).success : false };
}

/** The value the contract's schema gives a body field left out (its default), if any. */
export function defaultOf(schema: z.ZodObject, name: string): unknown {
  const parsed = (schema.shape[name] as z.ZodType | undefined)?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}
