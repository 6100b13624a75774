import type { z } from 'zod';
import { HttpError } from '../lib/http-error.js';
import type { MultipartForm } from './multipart.js';

/** A multipart form's text parts read by the contract's schema: 400 with each field's code (a part cut at the size limit is too long). */
export function parseFormFields<S extends z.ZodType>(schema: S, form: MultipartForm): z.output<S> {
  const [cut] = Object.entries(form.fieldErrors);
  if (cut) throw HttpError.onField(400, cut[1], cut[0]);
  const parsed = schema.safeParse(form.fields);
  if (!parsed.success) throw HttpError.fromZod(parsed.error);
  return parsed.data;
}
