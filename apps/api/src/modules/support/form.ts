import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import type { MultipartForm } from '../../uploads/multipart.js';

/** A multipart body's text parts, checked by their schema (400 with each field's code). */
export function formFields<S extends z.ZodType>(schema: S, form: MultipartForm): z.output<S> {
  const [field, code] = Object.entries(form.fieldErrors)[0] ?? [];
  if (field && code) throw HttpError.onField(400, code, field);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
}
