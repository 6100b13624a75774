import { iso } from '../../db/paging.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * The operator reviews what it read: when it says which version that was (`seen`, an instant) and
 * the stored one is another (changed since), 409 reviewOutdated.
 */
export function checkReviewedVersion(seen: string | null | undefined, current: Date | string | null | undefined): void {
  if (seen === undefined) return;
  const instant = (value: Date | string | null | undefined) => (value === null || value === undefined ? null : iso(value));
  if (instant(seen) !== instant(current)) throw new HttpError(409, 'reviewOutdated');
}
