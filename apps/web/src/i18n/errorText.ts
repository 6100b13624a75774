import type { MessageCode } from '@dhub/contract';
import { isApiError } from '../api/ApiError';
import { isKnownCode, translateCode } from './index';

/** What to tell the user about a failed call: the server's code translated, else the fallback (spec §8 "server message, else …"). */
export function errorText(error: unknown, fallback: MessageCode): string {
  return translateCode(isApiError(error) && error.code && isKnownCode(error.code) ? error.code : fallback);
}

/** Field → translated text, from a 400 answer's field codes. */
export function fieldErrorTexts(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldCodes).flatMap(([field, code]) => (isKnownCode(code) ? [[field, translateCode(code)]] : [])),
  );
}
